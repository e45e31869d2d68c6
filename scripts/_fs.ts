import { siteFirstSearch } from './bench/first-search'
siteFirstSearch('build', ['flashcore', 'create robo', 'comand']).then((r) => console.log(r.map((x) => `${x.query} ${x.ms} ms ${(x.bytes / 1024).toFixed(0)} KB`).join('\n')))

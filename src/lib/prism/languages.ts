/**
 * The grammars this site highlights, registered on the shared Prism instance. Each component
 * extends the global `Prism` that prism-core defines, so the order matters (clike before
 * javascript, javascript before typescript, markup before jsx). Fences in any other language render
 * as plain text. Adding one: import its component here and list its name in ./languages.test data
 * (tests/unit/prism-highlight.test.ts).
 */
import 'prismjs/components/prism-markup'
import 'prismjs/components/prism-css'
import 'prismjs/components/prism-clike'
import 'prismjs/components/prism-javascript'
import 'prismjs/components/prism-jsx'
import 'prismjs/components/prism-typescript'
import 'prismjs/components/prism-tsx'
import 'prismjs/components/prism-bash'
import 'prismjs/components/prism-json'
import 'prismjs/components/prism-yaml'
import 'prismjs/components/prism-diff'
import 'prismjs/components/prism-ini'
import 'prismjs/components/prism-powershell'
import 'prismjs/components/prism-docker'
import 'prismjs/components/prism-nginx'
import 'prismjs/components/prism-sql'

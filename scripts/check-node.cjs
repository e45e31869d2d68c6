/**
 * Stops with one clear line when the running Node is older than package.json's `engines.node`.
 * Run first by `npm test`, `npm run build` and `npm start`: on an old Node the first error would
 * otherwise come from deep inside a dependency (`RegExp.escape is not a function`, a syntax error).
 * Plain CommonJS with old syntax on purpose, so it still runs on the Node it rejects.
 */
'use strict'
var path = require('path')

var range = require(path.join(__dirname, '..', 'package.json')).engines.node
// The floor is the lowest version the range allows: `>=20.19.0`, or the first bound of `^20.19 || …`.
var floor = /(\d+)\.(\d+)(?:\.(\d+))?/.exec(range)
var have = process.versions.node.split('.').map(Number)
var need = [Number(floor[1]), Number(floor[2]), Number(floor[3] || 0)]

function older(a, b) {
	for (var i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i] < b[i]
	return false
}

if (older(have, need)) {
	console.error(
		'This site needs Node ' +
			range +
			' (package.json "engines"); this is Node ' +
			process.versions.node +
			' at ' +
			process.execPath +
			'. Install Node 22 or 24 LTS and run again.',
	)
	process.exit(1)
}

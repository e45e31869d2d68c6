// Docusaurus compiles the site's own TS/TSX through this preset.
module.exports = {
	presets: [require.resolve('@docusaurus/core/lib/babel/preset')],
}

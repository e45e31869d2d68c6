import js from '@eslint/js'
import globals from 'globals'
import react from 'eslint-plugin-react'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

export default tseslint.config(
	{
		ignores: [
			'build/',
			'.docusaurus/',
			'.cache/',
			'node_modules/',
			'docs/',
			'static/',
			'tests/fixtures/',
			'bench-results/',
			'.stryker-tmp/',
			'reports/',
			'**/*.tmp.*',
		],
	},
	js.configs.recommended,
	...tseslint.configs.recommended,
	{
		files: ['**/*.{ts,tsx}'],
		plugins: { react, 'react-hooks': reactHooks },
		languageOptions: { globals: { ...globals.browser, ...globals.node } },
		settings: { react: { version: 'detect' } },
		rules: {
			...react.configs.recommended.rules,
			...react.configs['jsx-runtime'].rules,
			'react-hooks/rules-of-hooks': 'error',
			'react-hooks/exhaustive-deps': 'warn',
			'@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
		},
	},
	{
		// Preact draws these files: its DOM properties are spelled as in HTML and SVG (class, for,
		// stroke-width), which this React rule calls unknown; tsc checks them against Preact's types.
		files: ['src/theme/SearchBar/ModalContent.tsx'],
		rules: { 'react/no-unknown-property': 'off' },
	},
	{
		// These folders load as ES modules (each has a package.json with "type": "module"), where the
		// CommonJS globals do not exist; tsc does not notice, since @types/node declares them everywhere.
		files: ['{config,plugins,scripts,tests}/**/*.{ts,tsx}'],
		rules: {
			'no-restricted-globals': [
				'error',
				...['__dirname', '__filename', 'require', 'module', 'exports'].map((name) => ({
					name,
					message: 'ES module: use import.meta.url (with fileURLToPath or createRequire) instead.',
				})),
			],
		},
	},
	{
		// Docusaurus 3 loads config/ and plugins/ through jiti, which rewrites import.meta.url and no other
		// import.meta property; import.meta.dirname there breaks the build.
		files: ['{config,plugins}/**/*.{ts,tsx}'],
		rules: {
			'no-restricted-syntax': [
				'error',
				{
					selector: "MemberExpression[object.type='MetaProperty'][property.name!='url']",
					message: 'jiti (Docusaurus 3) rewrites only import.meta.url: derive paths from it with fileURLToPath.',
				},
			],
		},
	},
	{
		files: ['**/*.{js,cjs,mjs}'],
		languageOptions: { globals: { ...globals.node } },
		rules: { '@typescript-eslint/no-require-imports': 'off' },
	},
)

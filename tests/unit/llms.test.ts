import assert from 'node:assert/strict'
import { describe, it } from 'node:test'

import { mdxToMarkdown } from '../../plugins/llms/markdown'

const page = { title: 'Flashcore', description: 'Store data.', url: 'https://robojs.dev/robojs/flashcore' }

describe('mdxToMarkdown', () => {
	it('keeps prose and code, drops imports, front matter and JSX wrappers', () => {
		const source = [
			'---',
			'title: Flashcore',
			'---',
			"import Tabs from '@theme/Tabs'",
			'',
			'Intro text.',
			'',
			'<Tabs groupId="language">',
			'<TabItem value="ts" label="TypeScript">',
			'',
			'```ts title="src/a.ts" nocheck',
			"import { Flashcore } from 'robo.js'",
			'```',
			'',
			'</TabItem>',
			'</Tabs>',
		].join('\n')
		const md = mdxToMarkdown(source, page)
		assert.match(
			md,
			/^# Flashcore\n\n> Store data\.\n\nSource: https:\/\/robojs\.dev\/robojs\/flashcore\n\nIntro text\./,
		)
		assert.match(md, /\*\*TypeScript\*\*\n\n```ts title="src\/a\.ts"\nimport \{ Flashcore \} from 'robo\.js'\n```/)
		assert.doesNotMatch(md, /<Tabs|<\/TabItem>|import Tabs|nocheck|title: Flashcore/)
	})

	it('turns the package-manager component into the npm command', () => {
		const md = mdxToMarkdown(
			'<PackageManagerTabs install="typescript" dev />\n<PackageManagerTabs create="my-bot --kit bot" />',
			page,
		)
		assert.match(md, /```bash\nnpm install --save-dev typescript\n```/)
		assert.match(md, /```bash\nnpx create-robo my-bot --kit bot\n```/)
	})

	it('renders admonitions as labelled quotes', () => {
		const md = mdxToMarkdown(':::plugin Needs @robojs/server\nText\n:::', page)
		assert.match(md, /> \*\*Needs @robojs\/server\*\*\nText/)
	})
})

/**
 * The landing page of a package's reference (/ref/framework, /ref/@robojs/<slug>), derived from
 * plugins.ts and the TypeDoc manifest: what the package is for, how to install it, its guide, and
 * its symbols grouped by kind. It is written even when no source was available, and then says so.
 */
import { repository } from '../../../src/data/repository'
import { frameworkPackage, type ReferencePackage } from './packages'
import { symbolRoute } from './postprocess'
import { frontMatter, inlineMdx, plainText } from './text'
import type { ManifestEntry } from './manifest'

export interface LandingInput {
	pkg: ReferencePackage
	/** Symbol pages, or null when the reference could not be generated in this build. */
	entries: readonly ManifestEntry[] | null
	/** Where the pages came from (`npm 0.10.32`, `checkout`, …) and the version documented. */
	source?: string
	version?: string
	/** Title of the guide page when it exists in this build; no link otherwise. */
	guideTitle?: string
	/** The variable that would make the reference available. */
	hint: string
}

/** Kind headings in the order TypeDoc's sidebar uses; TypeDoc's singular kind name → heading. */
export const kindHeadings: readonly (readonly [string, string])[] = [
	['Namespace', 'Namespaces'],
	['Enumeration', 'Enumerations'],
	['Class', 'Classes'],
	['Interface', 'Interfaces'],
	['Type Alias', 'Type aliases'],
	['Variable', 'Variables'],
	['Function', 'Functions'],
]

const npmUrl = (name: string): string => `https://www.npmjs.com/package/${name}`

function installSection(pkg: ReferencePackage): string {
	if (pkg.id === frameworkPackage.id) {
		return [
			'## Install',
			'',
			'New projects get the framework from [create-robo](/cli/create-robo). To add it to an existing project:',
			'',
			`<PackageManagerTabs install="${pkg.packageName}" />`,
		].join('\n')
	}
	return [
		'## Install',
		'',
		`The Robo CLI installs the package and registers it as a plugin of your project:`,
		'',
		`<PackageManagerTabs exec="robo add ${pkg.packageName}" />`,
	].join('\n')
}

function symbolsSection(input: LandingInput): string {
	const { pkg, entries } = input
	if (!entries) {
		return [
			'## API',
			'',
			':::note[Reference not generated]',
			'',
			`The API reference for \`${pkg.packageName}\` could not be generated in this build: no source for it was available.`,
			`Set \`${input.hint}\` to a checkout of the [${repository.name}](${repository.url}) monorepo and build again.`,
			'',
			':::',
		].join('\n')
	}
	const known = new Set(kindHeadings.map(([kind]) => kind))
	const groups = [
		...kindHeadings,
		...[...new Set(entries.map((e) => e.kind))].filter((k) => !known.has(k)).map((k) => [k, k] as const),
	]
	const sections = groups.flatMap(([kind, heading]) => {
		const members = entries.filter((e) => e.kind === kind).sort((a, b) => a.name.localeCompare(b.name))
		if (members.length === 0) return []
		const rows = members.map((e) => {
			const name = `[${inlineMdx(e.name)}](${symbolRoute(pkg, e)})`
			const summary = inlineMdx(e.summary) || '—'
			return `| ${e.deprecated ? `~~${name}~~` : name} | ${e.deprecated ? `**Deprecated.** ${summary}` : summary} |`
		})
		return [
			`### ${heading}`,
			'',
			`| ${kind === 'Type Alias' ? 'Type alias' : kind} | Description |`,
			'| --- | --- |',
			...rows,
			'',
		]
	})
	const count = entries.length
	return [
		'## API',
		'',
		`${count} exported ${count === 1 ? 'symbol' : 'symbols'}${input.version ? ` of version ${input.version}` : ''}, one page each.`,
		'',
		...sections,
	].join('\n')
}

export function landingPage(input: LandingInput): string {
	const { pkg } = input
	const isFramework = pkg.id === frameworkPackage.id
	const facts: [string, string][] = [
		['Package', `[\`${pkg.packageName}\`](${npmUrl(pkg.packageName)})`],
		['Version', `${pkg.version}${input.source ? ` (reference built from ${inlineMdx(input.source)})` : ''}`],
		...(input.guideTitle
			? [['Guide', `[${inlineMdx(input.guideTitle)}](${pkg.guide.route})`] as [string, string]]
			: []),
		...(isFramework
			? []
			: [['Built on', `[${frameworkPackage.packageName}](${frameworkPackage.route})`] as [string, string]]),
	]
	const factsTable = [
		`| ${facts.map(([label]) => label).join(' | ')} |`,
		`| ${facts.map(() => '---').join(' | ')} |`,
		`| ${facts.map(([, value]) => value).join(' | ')} |`,
	]
	return [
		frontMatter({
			title: pkg.packageName,
			sidebar_label: pkg.packageName,
			description: plainText(`API reference for ${pkg.packageName}: ${pkg.summary}`),
			custom_edit_url: null,
			// No date, as on the symbol pages: when the reference step ran says nothing about the API.
			last_update: { author: 'Robo.js reference generator' },
		}),
		"import PackageManagerTabs from '@site/src/components/PackageManagerTabs'",
		'',
		inlineMdx(pkg.summary),
		'',
		...factsTable,
		'',
		installSection(pkg),
		'',
		symbolsSection(input),
		'',
	].join('\n')
}

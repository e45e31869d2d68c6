/**
 * The /templates gallery's filter state, its URL form and the filter itself. Pure functions, so the
 * page, the unit tests and anyone sharing a link agree on what `?kind=discord-bots&lang=ts` means.
 *
 * URL form: `?kind=a,b&lang=ts&tag=react,tailwind&q=text`. Within kind and language any selected
 * value matches (OR); selected tags must all be present (AND), so each tag narrows the list; the text
 * query's words must all appear in the title, summary, tags, kind, folder name or author.
 */
import {
	templateKinds,
	templateTags,
	templates,
	type Template,
	type TemplateKind,
	type TemplateLanguage,
	type TemplateTag,
} from '../data/templates'

export interface GalleryFilters {
	kinds: TemplateKind[]
	languages: TemplateLanguage[]
	tags: TemplateTag[]
	/** Raw text as typed; trimmed only when matching, so the search box never jumps. */
	query: string
}

export const emptyFilters: GalleryFilters = { kinds: [], languages: [], tags: [], query: '' }

/**
 * What the gallery lists: every template except retired ones (`replacedBy` set). A retired template
 * keeps its page so old links work, but offering it as a starting point would send people to a
 * folder that no longer exists upstream.
 */
export const galleryTemplates: readonly Template[] = templates.filter((t) => !t.replacedBy)

export const kindOrder = Object.keys(templateKinds) as TemplateKind[]
export const languageOrder: readonly TemplateLanguage[] = ['ts', 'js']
export const languageLabels: Record<TemplateLanguage, string> = { ts: 'TypeScript', js: 'JavaScript' }

/** Display names for tags whose id is not how the project spells itself. */
const tagDisplay: Partial<Record<TemplateTag, string>> = {
	ai: 'AI',
	colyseus: 'Colyseus',
	firebase: 'Firebase',
	godot: 'Godot',
	mongodb: 'MongoDB',
	nextjs: 'Next.js',
	postgres: 'PostgreSQL',
	prisma: 'Prisma',
	react: 'React',
	shadcn: 'shadcn/ui',
	svelte: 'Svelte',
	tailwind: 'Tailwind CSS',
	trpc: 'tRPC',
	unity: 'Unity',
	docker: 'Docker',
}
export const tagLabel = (tag: TemplateTag): string => tagDisplay[tag] ?? tag.charAt(0).toUpperCase() + tag.slice(1)

/** Tags that at least one template of `list` carries, alphabetically by label. */
export const tagsOf = (list: readonly Template[]): TemplateTag[] =>
	templateTags
		.filter((tag) => list.some((t) => t.tags.includes(tag)))
		.sort((a, b) => tagLabel(a).localeCompare(tagLabel(b), 'en'))

/** The tags the gallery offers: those of the templates it lists. */
export const galleryTags: readonly TemplateTag[] = tagsOf(galleryTemplates)

/** Keeps known values only, without duplicates, in the given canonical order. */
function pick<T extends string>(raw: string[], order: readonly T[]): T[] {
	const wanted = new Set(raw.flatMap((v) => v.split(',')).map((v) => v.trim().toLowerCase()))
	return order.filter((v) => wanted.has(v))
}

export function parseFilters(search: string | URLSearchParams): GalleryFilters {
	const params = typeof search === 'string' ? new URLSearchParams(search) : search
	return {
		kinds: pick(params.getAll('kind'), kindOrder),
		languages: pick(params.getAll('lang'), languageOrder),
		tags: pick(params.getAll('tag'), templateTags),
		query: params.get('q') ?? '',
	}
}

/** `?kind=...&lang=...&tag=...&q=...` with readable commas, or '' when nothing is filtered. */
export function serializeFilters(filters: GalleryFilters): string {
	const parts: string[] = []
	const list = (key: string, values: readonly string[]) => {
		if (values.length > 0) parts.push(`${key}=${values.map(encodeURIComponent).join(',')}`)
	}
	list('kind', pick(filters.kinds, kindOrder))
	list('lang', pick(filters.languages, languageOrder))
	list('tag', pick(filters.tags, templateTags))
	if (filters.query.trim() !== '') parts.push(`q=${encodeURIComponent(filters.query)}`)
	return parts.length > 0 ? `?${parts.join('&')}` : ''
}

export const hasActiveFilters = (filters: GalleryFilters): boolean =>
	filters.kinds.length > 0 || filters.languages.length > 0 || filters.tags.length > 0 || filters.query.trim() !== ''

/** Adds the value if absent, removes it if present. */
export function toggleValue<T>(values: readonly T[], value: T): T[] {
	return values.includes(value) ? values.filter((v) => v !== value) : [...values, value]
}

function haystack(t: Template): string {
	return [
		t.title,
		t.summary,
		t.name,
		templateKinds[t.kind],
		...t.tags,
		...t.tags.map(tagLabel),
		t.author?.name, // join writes a missing one as ''
		languageLabels[t.language],
	]
		.join(' ')
		.toLowerCase()
}

export function matchesFilters(t: Template, filters: GalleryFilters): boolean {
	if (filters.kinds.length > 0 && !filters.kinds.includes(t.kind)) return false
	if (filters.languages.length > 0 && !filters.languages.includes(t.language)) return false
	if (!filters.tags.every((tag) => t.tags.includes(tag))) return false
	const words = filters.query.toLowerCase().split(/\s+/).filter(Boolean)
	if (words.length === 0) return true
	const text = haystack(t)
	return words.every((w) => text.includes(w))
}

export function filterTemplates(list: readonly Template[], filters: GalleryFilters): Template[] {
	return list.filter((t) => matchesFilters(t, filters))
}

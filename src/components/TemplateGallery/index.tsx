/**
 * The /templates gallery: every listed template as a card, filtered by kind, language, stack tags and
 * free text. The filters live in the URL (see src/lib/templateFilters.ts) so a filtered view can be
 * shared and the browser's back and forward buttons step through filter changes.
 */
import React, { useCallback, useId, useMemo, useRef, useState } from 'react'
import clsx from 'clsx'
import useIsBrowser from '@docusaurus/useIsBrowser'
import {
	emptyFilters,
	filterTemplates,
	galleryTemplates,
	hasActiveFilters,
	type GalleryFilters,
} from '@site/src/lib/templateFilters'
import { templateId } from '@site/src/data/templates'
import { Media, MediaProvider } from '@site/src/components/Media'
import FilterPanel from './FilterPanel'
import FilterSheet from './FilterSheet'
import TemplateCard from './TemplateCard'
import { useUrlFilters } from './useUrlFilters'
import styles from './styles.module.css'

const total = galleryTemplates.length
const countText = (n: number) => (n === total ? `Showing all ${total} templates` : `Showing ${n} of ${total} templates`)

const activeCount = (f: GalleryFilters) => f.kinds.length + f.languages.length + f.tags.length

export default function TemplateGallery(): React.JSX.Element {
	const [filters, setFilters] = useUrlFilters()
	const isBrowser = useIsBrowser()
	const [sheetOpen, setSheetOpen] = useState(false)
	const filtersButton = useRef<HTMLButtonElement>(null)
	const searchId = useId()
	const results = useMemo(() => filterTemplates(galleryTemplates, filters), [filters])
	const active = hasActiveFilters(filters)
	const clear = () => setFilters(emptyFilters)
	const closeSheet = useCallback(() => setSheetOpen(false), [])
	const ticked = activeCount(filters)

	const clearButton = (
		<button
			type="button"
			className="button button--sm button--outline button--secondary"
			onClick={clear}
			disabled={!active}
		>
			Clear filters
		</button>
	)

	return (
		<MediaProvider>
			<div className={clsx('template-gallery', styles.gallery)} data-hydrated={isBrowser || undefined}>
				<header className={styles.header}>
					<h1>Templates</h1>
					<p className={styles.intro}>
						Ready-made Robo.js projects for Discord bots, Discord Activities, web apps and plugins. Pick one, copy its
						command, and you have a working project to build on.
					</p>
				</header>

				<div className={styles.toolbar} role="search" aria-label="Templates">
					<div className={styles.search}>
						<label htmlFor={searchId} className={styles.searchLabel}>
							Search templates
						</label>
						<input
							id={searchId}
							type="search"
							className={styles.searchInput}
							placeholder="Title, stack or author"
							autoComplete="off"
							value={filters.query}
							onChange={(event) => setFilters({ ...filters, query: event.target.value }, 'typing')}
						/>
					</div>
					{/* Phones and small tablets get the filters in a sheet behind this button. */}
					<Media lessThan="md">
						{(mediaClass, render) => (
							<button
								ref={filtersButton}
								type="button"
								className={clsx(mediaClass, 'button button--secondary', styles.filtersButton)}
								aria-haspopup="dialog"
								aria-expanded={sheetOpen}
								onClick={() => setSheetOpen(true)}
							>
								{render && (
									<>
										Filters
										{ticked > 0 && (
											<span className={styles.filtersBadge}>
												<span className="sr-only">, </span>
												{ticked}
												<span className="sr-only"> selected</span>
											</span>
										)}
									</>
								)}
							</button>
						)}
					</Media>
				</div>

				<div className={styles.statusRow}>
					<p className={styles.count} role="status" aria-live="polite">
						{countText(results.length)}
					</p>
					{clearButton}
				</div>

				<div className={styles.layout}>
					{/* From md up the filters stay beside the results. */}
					<Media greaterThanOrEqual="md">
						{(mediaClass, render) => (
							<aside className={clsx(mediaClass, styles.sidebar)} aria-label="Filters">
								{render && <FilterPanel filters={filters} onChange={setFilters} />}
							</aside>
						)}
					</Media>

					<section className={styles.results} aria-label="Results">
						{results.length > 0 ? (
							<ul className={styles.grid}>
								{results.map((t) => (
									<li key={templateId(t)} className={styles.gridItem}>
										<TemplateCard template={t} />
									</li>
								))}
							</ul>
						) : (
							<div className={styles.empty}>
								<p className={styles.emptyTitle}>No templates match these filters.</p>
								<p>Try fewer stack tags, another kind or a shorter search.</p>
								<button type="button" className="button button--primary" onClick={clear}>
									Clear filters
								</button>
							</div>
						)}
					</section>
				</div>

				<Media lessThan="md">
					<FilterSheet
						open={sheetOpen}
						onClose={closeSheet}
						returnFocusTo={filtersButton}
						title="Filters"
						footer={
							<>
								{clearButton}
								<button type="button" className="button button--primary" onClick={closeSheet}>
									Show {results.length} template{results.length === 1 ? '' : 's'}
								</button>
							</>
						}
					>
						<FilterPanel filters={filters} onChange={setFilters} />
					</FilterSheet>
				</Media>
			</div>
		</MediaProvider>
	)
}

/**
 * The older, one-table template catalogue (/legacy/templates/overview), generated from the same
 * data as the /templates gallery so the two can never disagree.
 */
import React from 'react'
import Link from '@docusaurus/Link'
import { templateId, templateKinds, templateRoute } from '@site/src/data/templates'
import { galleryTemplates, languageLabels } from '@site/src/lib/templateFilters'
import styles from './styles.module.css'

export default function TemplateTable(): React.JSX.Element {
	return (
		<div className={styles.wrapper}>
			<table className={styles.table}>
				<caption className="sr-only">Robo.js templates: {galleryTemplates.length} in total</caption>
				<thead>
					<tr>
						<th scope="col">Kind</th>
						<th scope="col">Name</th>
						<th scope="col">Language</th>
						<th scope="col">Summary</th>
						<th scope="col">Author</th>
					</tr>
				</thead>
				<tbody>
					{galleryTemplates.map((t) => (
						<tr key={templateId(t)} data-template={templateId(t)}>
							<td className={styles.nowrap}>{templateKinds[t.kind]}</td>
							<td>
								<Link to={templateRoute(t)}>{t.name}</Link>
							</td>
							<td>{languageLabels[t.language]}</td>
							<td>{t.summary}</td>
							<td className={styles.nowrap}>
								{t.author ? <a href={t.author.url}>{t.author.name}</a> : 'Robo.js team'}
							</td>
						</tr>
					))}
				</tbody>
			</table>
		</div>
	)
}

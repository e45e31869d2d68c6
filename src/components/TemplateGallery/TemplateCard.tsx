import React, { useId } from 'react'
import Link from '@docusaurus/Link'
import CopyButton from '@site/src/components/CopyButton'
import { createCommand, templateId, templateKinds, templateRoute, type Template } from '@site/src/data/templates'
import { languageLabels, tagLabel } from '@site/src/lib/templateFilters'
import styles from './styles.module.css'

export default function TemplateCard({ template }: { template: Template }): React.JSX.Element {
	const id = templateId(template)
	const uid = useId()
	const command = createCommand(template)
	return (
		<article className={styles.card} data-template={id} aria-labelledby={`${uid}-title`}>
			<p className={styles.badges}>
				<span className={styles.kind} id={`${uid}-kind`}>
					{templateKinds[template.kind]}
				</span>
				<span className={styles.language} data-language={template.language}>
					<span aria-hidden="true">{template.language.toUpperCase()}</span>
					<span className="sr-only">{languageLabels[template.language]}</span>
				</span>
			</p>
			<h2 className={styles.cardTitle} id={`${uid}-title`}>
				<Link to={templateRoute(template)}>{template.title}</Link>
			</h2>
			<p className={styles.summary}>{template.summary}</p>
			{template.tags.length > 0 && (
				<ul className={styles.tags} aria-label="Stack">
					{template.tags.map((tag) => (
						<li key={tag} className={styles.tag}>
							{tagLabel(tag)}
						</li>
					))}
				</ul>
			)}
			{template.author && (
				<p className={styles.author}>
					Community template by <a href={template.author.url}>{template.author.name}</a>
				</p>
			)}
			<div className={styles.command}>
				<code className={styles.commandText}>
					{/* Each word stays whole where it fits, so lines break between words, not inside "--template". */}
					{command.split(' ').map((word, i) => (
						<React.Fragment key={i}>
							{i > 0 && ' '}
							<span className={styles.word}>{word}</span>
						</React.Fragment>
					))}
				</code>
				<CopyButton text={command} label={`Copy command for ${template.title}`} describedBy={`${uid}-kind`} />
			</div>
		</article>
	)
}

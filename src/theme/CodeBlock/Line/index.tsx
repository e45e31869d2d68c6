/**
 * Replaces the theme's code line rather than wrapping it, because the element itself has to change:
 * Docusaurus 3.10 renders each line as a <div> inside <code>, where HTML allows only phrasing content
 * (html-validate: element-permitted-content, ~1,200 times on a long reference page). A <span> shown
 * as a block looks, wraps and copies the same. Highlighted lines and line numbers keep working.
 *
 * It also keeps the markup small, since a long page has thousands of tokens: plain text is a text
 * node rather than a `<span class="token plain">`, and neither lines nor tokens carry a `style`
 * (the <pre> has the text colour; config/prism.ts colours tokens through their classes).
 */
import React, { type ReactNode } from 'react'
import clsx from 'clsx'
import LineToken from '@theme/CodeBlock/Line/Token'
import type { Props } from '@theme/CodeBlock/Line'
import styles from './styles.module.css'

const isPlain = (token: Props['line'][number]) => token.types.length === 1 && token.types[0] === 'plain'

export default function CodeBlockLine({
	line,
	classNames,
	showLineNumbers,
	getLineProps,
	getTokenProps,
}: Props): ReactNode {
	// A line that is only a newline would break twice: once for "\n", once for the <br>.
	const tokens = line.length === 1 && line[0].content === '\n' ? [{ ...line[0], content: '' }] : line
	const { style: _lineStyle, ...lineProps } = getLineProps({
		line: tokens,
		className: clsx(classNames, styles.line, showLineNumbers && styles.numbered),
	})
	const content = tokens.map((token, key) => {
		if (isPlain(token)) return token.content || null
		const { style: _tokenStyle, ...tokenProps } = getTokenProps({ token })
		return (
			<LineToken key={key} {...tokenProps} line={tokens} token={token}>
				{tokenProps.children}
			</LineToken>
		)
	})
	return (
		<span {...lineProps}>
			{showLineNumbers ? (
				<>
					<span className={styles.number} />
					<span className={styles.content}>{content}</span>
				</>
			) : (
				content
			)}
			{/* Gives an empty line its height; at the end of a block it adds no line of its own. */}
			<br />
		</span>
	)
}

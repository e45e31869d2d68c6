/**
 * Ejected (the stock file is these few lines) for one change: the word-wrap state comes from
 * src/hooks/codeWordWrap.ts, which measures the blocks in idle time instead of re-rendering every
 * block right after hydration.
 */
import React, { type ReactNode } from 'react'
import { useThemeConfig } from '@docusaurus/theme-common'
import {
	CodeBlockContextProvider,
	type CodeBlockMetadata,
	createCodeBlockMetadata,
} from '@docusaurus/theme-common/internal'
import type { Props } from '@theme/CodeBlock/Content/String'
import CodeBlockLayout from '@theme/CodeBlock/Layout'
import { useCodeWordWrap } from '@site/src/hooks/codeWordWrap'

function useCodeBlockMetadata(props: Props): CodeBlockMetadata {
	const { prism } = useThemeConfig()
	return createCodeBlockMetadata({
		code: props.children,
		className: props.className,
		metastring: props.metastring,
		magicComments: prism.magicComments,
		defaultLanguage: prism.defaultLanguage,
		language: props.language,
		title: props.title,
		showLineNumbers: props.showLineNumbers,
	})
}

export default function CodeBlockString(props: Props): ReactNode {
	const metadata = useCodeBlockMetadata(props)
	const wordWrap = useCodeWordWrap()
	return (
		<CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
			<CodeBlockLayout />
		</CodeBlockContextProvider>
	)
}

import React from 'react'
import type { FileNode } from '@site/src/lib/playground'
import styles from './styles.module.css'

function Nodes({ nodes }: { nodes: FileNode[] }): React.JSX.Element {
	return (
		<ul className={styles.treeList}>
			{nodes.map((node) => (
				<li key={node.name} className={node.children ? styles.folder : styles.file}>
					<span className={styles.treeName}>
						{node.name}
						{node.children ? '/' : ''}
					</span>
					{node.note && <span className={styles.treeNote}>{node.note}</span>}
					{node.children && node.children.length > 0 && <Nodes nodes={node.children} />}
				</li>
			))}
		</ul>
	)
}

/** The generated project as nested lists: folders end in a slash, files may carry a short note. */
export default function FileTree({ nodes, label }: { nodes: FileNode[]; label: string }): React.JSX.Element {
	return (
		<div className={styles.tree} role="group" aria-label={label}>
			<Nodes nodes={nodes} />
		</div>
	)
}

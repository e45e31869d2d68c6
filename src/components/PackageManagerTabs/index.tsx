import React from 'react'
import Tabs from '@theme/Tabs'
import TabItem from '@theme/TabItem'
import CodeBlock from '@theme/CodeBlock'
import { commandFor, packageManagers, type PackageCommand } from '@site/src/lib/packageManagers'

type Props =
	| { create: string; install?: never; run?: never; exec?: never; dev?: never }
	| { install: string; dev?: boolean; create?: never; run?: never; exec?: never }
	| { run: string; create?: never; install?: never; exec?: never; dev?: never }
	| { exec: string; create?: never; install?: never; run?: never; dev?: never }

function toCommand(props: Props): PackageCommand {
	if (props.create !== undefined) return { create: props.create }
	if (props.install !== undefined) return { install: props.install, dev: props.dev }
	if (props.run !== undefined) return { run: props.run }
	if (props.exec !== undefined) return { exec: props.exec }
	throw new Error('PackageManagerTabs needs one of create, install, run or exec.')
}

/** One command shown for npm, pnpm, yarn and bun; the reader's pick is shared by every tab set on the site. */
export default function PackageManagerTabs(props: Props): React.JSX.Element {
	const command = toCommand(props)
	return (
		<Tabs groupId="package-manager">
			{packageManagers.map((pm) => (
				<TabItem key={pm} value={pm} label={pm}>
					<CodeBlock language="bash">{commandFor(pm, command)}</CodeBlock>
				</TabItem>
			))}
		</Tabs>
	)
}

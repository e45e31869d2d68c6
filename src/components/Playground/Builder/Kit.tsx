import React from 'react'
import clsx from 'clsx'
import { kitLabels, kits, type Kit } from '@site/src/lib/playground'
import type { BuilderState } from './useBuilderState'
import styles from './styles.module.css'

const kitBlurbs: Record<Kit, string> = {
	bot: 'Slash commands, events and everything discord.js can do.',
	activity: 'A web app that runs inside Discord voice channels and chats.',
	web: 'A website or API served by your Robo, with no Discord bot.',
	plugin: 'A package that adds commands, events or routes to other Robos.',
}

/** "What are you building?": one of create-robo's kits. */
export default function KitChoice({ builder, uid }: { builder: BuilderState; uid: string }): React.JSX.Element {
	const { state, setKit } = builder
	return (
		<fieldset className={styles.fieldset}>
			<legend className={styles.legend}>What are you building?</legend>
			<div className={styles.choices}>
				{kits.map((kit) => (
					<label key={kit} className={clsx(styles.choice, state.kit === kit && styles.choiceActive)}>
						<input
							type="radio"
							name={`${uid}-kit`}
							value={kit}
							checked={state.kit === kit}
							onChange={() => setKit(kit)}
						/>
						<span>
							<span className={styles.choiceTitle}>{kitLabels[kit]}</span>
							<span className={styles.choiceText}>{kitBlurbs[kit]}</span>
						</span>
					</label>
				))}
			</div>
		</fieldset>
	)
}

import { useEffect, useRef, useState } from 'react'
import { useHistory, useLocation } from '@docusaurus/router'
import { templateId } from '@site/src/data/templates'
import {
	canonicalize,
	defaultName,
	defaultState,
	normalizeName,
	parseCommand,
	queryToState,
	stateToQuery,
	templatesFor,
	withKit,
	type Kit,
	type PlaygroundState,
} from '@site/src/lib/playground'

/** The builder's choices, kept in the URL's query, and the ways the form changes them. */
export interface BuilderState {
	state: PlaygroundState
	/** Any change of the choices, made canonical (create-robo's defaults left out). */
	update: (next: PlaygroundState) => void
	/** The project name as typed; `state.name` is what create-robo gets. */
	nameInput: string
	setName: (value: string) => void
	setKit: (kit: Kit) => void
	/** A template's id, or null for the kit. */
	chooseTemplate: (id: string | null) => void
	/** The text of the paste box, and the remarks on the command it last loaded (null: none loaded). */
	pasted: string
	setPasted: (value: string) => void
	pasteWarnings: string[] | null
	loadPasted: () => void
	/** The address of this setup, for "Copy link". */
	shareUrl: string
}

export function useBuilderState(): BuilderState {
	const location = useLocation()
	const history = useHistory()
	const [state, setState] = useState<PlaygroundState>(() => queryToState(location.search))
	const [nameInput, setNameInput] = useState(state.name)
	// Kit-mode choices set aside while a template is picked, so switching back restores them.
	const kitChoices = useRef<PlaygroundState | null>(null)
	const [pasted, setPasted] = useState('')
	const [pasteWarnings, setPasteWarnings] = useState<string[] | null>(null)

	// The URL follows every change (replace: tweaking options should not fill the back button's history).
	useEffect(() => {
		const search = stateToQuery(state)
		const currentSearch = window.location.search === '?' ? '' : window.location.search
		if (search !== currentSearch) history.replace({ pathname: location.pathname, search, hash: location.hash })
	}, [state, history, location.pathname, location.hash])

	const update = (next: PlaygroundState) => setState(canonicalize(next))
	return {
		state,
		update,
		nameInput,
		setName: (value) => {
			setNameInput(value)
			update({ ...state, name: normalizeName(value) || defaultName })
		},
		setKit: (kit) => {
			// In template mode, stay there and move to the new kind's first template.
			if (state.template !== null) update({ ...state, template: templateId(templatesFor(kit)[0]) })
			else update(withKit(state, kit))
		},
		chooseTemplate: (id) => {
			if (id === null) {
				const saved = kitChoices.current ?? withKit(defaultState, state.kit)
				const base = { ...saved, name: state.name, pm: state.pm, creds: state.creds, template: null }
				update(saved.kit === state.kit ? base : withKit(base, state.kit))
				kitChoices.current = null
			} else {
				if (state.template === null) kitChoices.current = state
				update({ ...state, template: id })
			}
		},
		pasted,
		setPasted,
		pasteWarnings,
		loadPasted: () => {
			const result = parseCommand(pasted)
			kitChoices.current = null
			setState(result.state)
			setNameInput(result.state.name)
			setPasteWarnings(result.warnings)
		},
		shareUrl:
			typeof window === 'undefined' ? '' : `${window.location.origin}${location.pathname}${stateToQuery(state)}`,
	}
}

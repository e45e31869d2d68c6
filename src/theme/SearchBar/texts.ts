/** The search texts of the spec (§8), spelling as written. */
export const SEARCH_ERROR_TEXT = 'An error has occured. Please try again...'
export const NO_RESULTS_TEXT = 'No results for'

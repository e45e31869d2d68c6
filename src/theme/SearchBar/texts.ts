/** The search modal's error and no-results texts, spelled exactly as the original site's ("occured" included). */
export const SEARCH_ERROR_TEXT = 'An error has occured. Please try again...'
export const NO_RESULTS_TEXT = 'No results for'

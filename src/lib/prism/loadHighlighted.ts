/**
 * The stock, highlighting code block content (and with it the highlighter and its grammars), as its
 * own chunk. One function so the code block wrapper and the navigation preload share that chunk.
 */
export const loadHighlighted = () => import('./highlighted')

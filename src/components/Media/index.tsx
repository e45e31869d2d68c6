/**
 * Responsive rendering for layouts that change at a breakpoint (the template gallery's filter sheet,
 * the playground's columns). A <Media> takes exactly one of at, lessThan, greaterThan,
 * greaterThanOrEqual or between; anything else throws (./media.ts).
 */
import './media.css'

export { Media, MediaContextProvider as MediaProvider } from './media'

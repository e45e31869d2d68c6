/**
 * Prism's language components are scripts that extend a global `Prism`. Imported first by
 * ./languages.ts, this makes that global the instance prism-react-renderer highlights with.
 */
import { Prism } from 'prism-react-renderer'

;(globalThis as unknown as { Prism: typeof Prism }).Prism = Prism

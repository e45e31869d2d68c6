/**
 * Grammars the docs use that prism-react-renderer does not bundle, registered on its Prism
 * instance. Imported only with the highlighter: by the lazily loaded code block (./highlighted.ts)
 * and by the server rendering (src/theme/CodeBlock/Content), never by a page's first load.
 * Adding a language: import its prismjs component here (the order matters when one extends
 * another) and add a sample to tests/unit/prism-highlight.test.ts.
 */
import './expose'
import 'prismjs/components/prism-bash'
import 'prismjs/components/prism-diff'
import 'prismjs/components/prism-ini'
import 'prismjs/components/prism-powershell'
import 'prismjs/components/prism-docker'
import 'prismjs/components/prism-nginx'

export {}

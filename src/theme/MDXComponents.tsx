/**
 * Wrapped (not ejected) so MDX can use <PackageManagerTabs> without an import. The README step
 * (plugins/remote-content) turns install commands in fetched READMEs into this component, and an
 * injected README cannot carry an import of its own.
 */
import MDXComponents from '@theme-original/MDXComponents'
import PackageManagerTabs from '@site/src/components/PackageManagerTabs'

export default {
	...MDXComponents,
	PackageManagerTabs,
}

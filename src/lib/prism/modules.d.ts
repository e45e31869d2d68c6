// prismjs ships its components as side-effect scripts; @types/prismjs types only the main entry.
declare module 'prismjs/components/prism-core' {
	import Prism from 'prismjs'
	export default Prism
}
declare module 'prismjs/components/*'

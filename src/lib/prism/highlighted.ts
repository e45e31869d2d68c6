// The stock, highlighting code block content with the extra grammars: one chunk, loaded lazily.
import './languages'
import Content from '@theme-original/CodeBlock/Content'
import type ContentType from '@theme/CodeBlock/Content'

export default Content as typeof ContentType

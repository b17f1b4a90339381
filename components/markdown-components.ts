/** What plain Markdown turns into: links become SmartLinks (base path, new tab for other sites). */
import type { MDXComponents } from 'mdx/types'
import { SmartLink } from './SmartLink'

export const markdownComponents: MDXComponents = { a: SmartLink }

import { frontmatter } from '../../content/pages/home.mdx'
import { pageData } from '../../lib/content/head'

export const data = () => pageData(frontmatter)

import { frontmatter } from '../../content/pages/services.mdx'
import type { ServicesData } from '../../components/ServiceCards'
import { entriesOf } from '../../lib/content/entries'
import { pageData } from '../../lib/content/head'
import type { ServiceFrontmatter } from '../../lib/content/schema'

export const data = (): ReturnType<typeof pageData> & ServicesData => ({
  ...pageData(frontmatter),
  services: entriesOf<ServiceFrontmatter>(import.meta.glob('/content/services/*.mdx', { eager: true, import: 'frontmatter' })),
})

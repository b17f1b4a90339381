import { frontmatter } from '../../content/pages/home.mdx'
import { pageData } from '../../lib/content/head'
import { site } from '../../lib/site'
import { medicalClinic } from '../../lib/structured-data'

export const data = () => {
  const { head } = pageData(frontmatter)
  return { head: { ...head, structuredData: [medicalClinic(site)] } }
}

import { frontmatter } from '../../content/pages/about.mdx'
import type { TeamData } from '../../components/TeamMembers'
import { entriesOf } from '../../lib/content/entries'
import { pageData } from '../../lib/content/head'
import type { TeamMemberFrontmatter } from '../../lib/content/schema'

export const data = (): ReturnType<typeof pageData> & TeamData => ({
  ...pageData(frontmatter),
  team: entriesOf<TeamMemberFrontmatter>(import.meta.glob('/content/team/*.mdx', { eager: true, import: 'frontmatter' })),
})

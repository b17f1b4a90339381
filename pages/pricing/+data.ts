import { frontmatter } from '../../content/pages/pricing.mdx'
import type { PlansData } from '../../components/PricingPlans'
import { entriesOf } from '../../lib/content/entries'
import { pageData } from '../../lib/content/head'
import type { PlanFrontmatter } from '../../lib/content/schema'

export const data = (): ReturnType<typeof pageData> & PlansData => ({
  ...pageData(frontmatter),
  plans: entriesOf<PlanFrontmatter>(import.meta.glob('/content/plans/*.mdx', { eager: true, import: 'frontmatter' })),
})

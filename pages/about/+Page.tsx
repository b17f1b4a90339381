import About from '../../content/pages/about.mdx'
import { TeamMembers } from '../../components/TeamMembers'
import { PageBody } from '../../components/PageBody'

/** The parts only this page's words place: they show the data its +data.ts loads. */
const components = { TeamMembers }

export default function Page() {
  return (
    <PageBody>
      <About components={components} />
    </PageBody>
  )
}

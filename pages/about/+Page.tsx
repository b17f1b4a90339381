import About from '../../content/pages/about.mdx'
import { PageBody } from '../../components/PageBody'

export default function Page() {
  return (
    <PageBody>
      <About />
    </PageBody>
  )
}

import Home from '../../content/pages/home.mdx'
import { PageBody } from '../../components/PageBody'

export default function Page() {
  return (
    <PageBody>
      <Home />
    </PageBody>
  )
}

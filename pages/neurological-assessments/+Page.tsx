import NeurologicalAssessments from '../../content/pages/neurological-assessments.mdx'
import { PageBody } from '../../components/PageBody'

export default function Page() {
  return (
    <PageBody>
      <NeurologicalAssessments />
    </PageBody>
  )
}

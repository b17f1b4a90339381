import NeurologicalAssessments from '../../content/pages/neurological-assessments.mdx'
import { AssessmentTabs } from '../../components/AssessmentTabs'
import { FaqAccordion } from '../../components/FaqAccordion'
import { PageBody } from '../../components/PageBody'

/** The parts only this page's words place: they show the data its +data.ts loads. */
const components = { AssessmentTabs, FaqAccordion }

export default function Page() {
  return (
    <PageBody>
      <NeurologicalAssessments components={components} />
    </PageBody>
  )
}

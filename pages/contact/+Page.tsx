import Contact from '../../content/pages/contact.mdx'
import { ContactDetails } from '../../components/ContactDetails'
import { ContactForm } from '../../components/ContactForm'
import { FaqAccordion } from '../../components/FaqAccordion'
import { MapPlaceholder } from '../../components/MapPlaceholder'
import { PageBody } from '../../components/PageBody'

/** The parts only this page's words place: they show the data its +data.ts loads. */
const components = { ContactDetails, ContactForm, FaqAccordion, MapPlaceholder }

export default function Page() {
  return (
    <PageBody>
      <Contact components={components} />
    </PageBody>
  )
}

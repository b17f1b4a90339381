/** One page's frequently asked questions (content/faqs, by group) as an accordion. */
import type { Entry } from '../lib/content/entries'
import type { FaqFrontmatter } from '../lib/content/schema'
import { usePageData } from '../renderer/usePageContext'
import { Accordion, AccordionItem } from './Accordion'
import { ReviewNote } from './ReviewNote'
import { MarkedText } from './Term'

export type FaqData = { faqs: Entry<FaqFrontmatter>[] }

export function FaqAccordion({ group }: { group: FaqFrontmatter['group'] }) {
  const { faqs } = usePageData<FaqData>()
  return (
    <Accordion>
      {faqs
        .filter((faq) => faq.group === group)
        .map((faq) => (
          <AccordionItem key={faq.id} id={faq.id} question={faq.question}>
            <p>
              <MarkedText text={faq.answer} />
            </p>
            <ReviewNote {...faq} />
          </AccordionItem>
        ))}
    </Accordion>
  )
}

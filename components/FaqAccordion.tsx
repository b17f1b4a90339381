/** One page's frequently asked questions (content/faqs, by group) as an accordion. */
import type { FaqFrontmatter } from '../lib/content/schema'
import { getCollection } from '../lib/content/collections'
import { Accordion, AccordionItem } from './Accordion'
import { ReviewNote } from './ReviewNote'
import { MarkedText } from './Term'
import { currentLanguage } from '../lib/language'

export function FaqAccordion({ group }: { group: FaqFrontmatter['group'] }) {
  const faqs = getCollection('faqs', currentLanguage(), (faq) => faq.group === group)
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

/**
 * A page written whole in its content file (content/pages/…): the body in the page's column. A
 * body without a main heading gets the page's title as one, so a page needs no more than a title,
 * a description and its words. A page that gives health information (it names a clinicalTopic, as
 * the home and About pages do) closes with its review record.
 */
import { getCollection } from '../lib/content/collections'
import { site } from '../lib/site'
import { PageContent, useBodyHasMainHeading, usePageContext } from '../renderer/usePageContext'
import { PageBody } from './PageBody'
import { PageHero } from './PageHero'
import { SourceList } from './SourceList'
import { ReviewRecord } from './ReviewRecord'
import { currentLanguage } from '../lib/language'

/** "Privacy Policy | Meridian Neurology Institute" → "Privacy Policy": the browser tab's title without the institute's name. */
export function headingOf(title: string, siteName: string): string {
  const suffix = ` | ${siteName}`
  return title.endsWith(suffix) ? title.slice(0, -suffix.length) : title
}

export function ContentPage() {
  const hasHeading = useBodyHasMainHeading()
  const { head, sources, source } = usePageContext().data
  const entry = source ? getCollection('pages', currentLanguage()).find((page) => page.file === source.file) : undefined
  return (
    <PageBody>
      {hasHeading ? null : <PageHero title={headingOf(head.title, site.name)} />}
      <PageContent />
      {entry?.clinicalTopic ? (
        <ReviewRecord file={entry.file} sources={sources ?? []} />
      ) : sources ? (
        <SourceList sources={sources} />
      ) : null}
    </PageBody>
  )
}

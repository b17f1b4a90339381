/** Beside a review record: how the site makes its health information, and an e-mail to report a problem with this page. */
import { reportProblemHref } from '../lib/report-problem'
import { site, withBase } from '../lib/site'
import { addressIn, SOURCE_LANGUAGE } from '../lib/language'
import { usePageContext } from '../renderer/usePageContext'
import { headingOf } from './ContentPage'
import styles from './ReviewLinks.module.css'

export function ReviewLinks() {
  const { editorial } = site
  const { data, urlPathname, language = SOURCE_LANGUAGE } = usePageContext()
  // urlPathname is the page's address in English (renderer/+onBeforeRoute.ts): the e-mail names the page as read.
  const page = {
    title: headingOf(data.head.title, site.name),
    address: `${site.url.replace(/\/$/, '')}${addressIn(language, urlPathname)}`,
  }
  return (
    <ul className={styles.links} data-review-links="">
      <li>
        <a href={withBase(editorial.policy.href)}>{editorial.policy.label}</a>
      </li>
      <li>
        <a href={reportProblemHref(editorial, page)} data-report-problem="">
          {editorial.reportLabel}
        </a>
      </li>
    </ul>
  )
}

/** Beside a review record: how the site makes its health information, and an e-mail to report a problem with this page. */
import { reportProblemHref } from '../lib/report-problem'
import { site, withBase } from '../lib/site'
import { usePageContext } from '../renderer/usePageContext'
import { headingOf } from './ContentPage'
import styles from './ReviewLinks.module.css'

export function ReviewLinks() {
  const { editorial } = site
  const { data, urlPathname } = usePageContext()
  const page = { title: headingOf(data.head.title, site.name), address: `${site.url.replace(/\/$/, '')}${urlPathname}` }
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

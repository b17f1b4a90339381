/** Beside a review record: how the site makes its health information, and an e-mail to report a problem with this page. */
import styled from 'styled-components'
import { reportProblemHref } from '../lib/report-problem'
import { site, withBase } from '../lib/site'
import { usePageContext } from '../renderer/usePageContext'
import { headingOf } from './ContentPage'
import { theme } from './theme'

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm} ${theme.space.lg};
  margin: ${theme.space.lg} 0 0;
  padding: 0;
  list-style: none;
  a { display: inline-block; padding: ${theme.space.xs} 0; font-weight: 600; }
`

export function ReviewLinks() {
  const { editorial } = site
  const { data, urlPathname } = usePageContext()
  const page = { title: headingOf(data.head.title, site.name), address: `${site.url.replace(/\/$/, '')}${urlPathname}` }
  return (
    <Links data-review-links="">
      <li>
        <a href={withBase(editorial.policy.href)}>{editorial.policy.label}</a>
      </li>
      <li>
        <a href={reportProblemHref(editorial, page)} data-report-problem="">
          {editorial.reportLabel}
        </a>
      </li>
    </Links>
  )
}

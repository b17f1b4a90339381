import { ButtonLink } from '../../components/Button'
import { PageHero } from '../../components/PageHero'
import { PageBody } from '../../components/PageBody'
import { fill, site } from '../../lib/site'
import { usePageData } from '../../renderer/usePageContext'
import type { MovedPageData } from './+data'

/** Seen only for the moment before the browser follows the redirect in the page's head. */
export default function Page() {
  const { target } = usePageData<MovedPageData>()
  return (
    <PageBody>
      <PageHero title={target.name} intro={fill(site.labels.pageMoved, { name: target.name })}>
        <ButtonLink href={target.path}>{fill(site.labels.continueTo, { name: target.name })}</ButtonLink>
      </PageHero>
    </PageBody>
  )
}

/**
 * A short notice at the top of a translated page whose source (the English page) changed after it
 * was translated (lib/content/translations.ts), with a link to the English page, until the
 * translation follows its source again.
 */
import { alternatesOf, entryAt } from '../lib/content/collections'
import { SOURCE_LANGUAGE } from '../lib/language'
import { site, withBase } from '../lib/site'
import { addressOf } from '../renderer/headTags'
import { usePageContext } from '../renderer/usePageContext'
import { Container } from './PageBody'
import styles from './TranslationNotice.module.css'

export function TranslationNotice() {
  const pageContext = usePageContext()
  const address = addressOf(pageContext)
  const entry = (pageContext.language ?? SOURCE_LANGUAGE) === SOURCE_LANGUAGE ? undefined : entryAt(address)
  const source = alternatesOf(address)[SOURCE_LANGUAGE]
  if (!entry?.translation?.outdated || !source) return null
  return (
    <div className={styles.notice} role="note" data-translation-outdated="">
      <Container>
        <p>
          {site.labels.translationOutdated}{' '}
          <a href={withBase(source)} lang={SOURCE_LANGUAGE} hrefLang={SOURCE_LANGUAGE}>
            {site.labels.translationSource}
          </a>
        </p>
      </Container>
    </div>
  )
}

/**
 * A short notice at the top of a translated page whose source (the English page) changed after it
 * was translated (lib/content/translations.ts), with a link to the English page, until the
 * translation follows its source again.
 */
import styled from 'styled-components'
import { alternatesOf, entryAt } from '../lib/content/collections'
import { SOURCE_LANGUAGE } from '../lib/language'
import { site, withBase } from '../lib/site'
import { addressOf } from '../renderer/headTags'
import { usePageContext } from '../renderer/usePageContext'
import { Container } from './PageBody'
import { theme } from './theme'

const Notice = styled.div`
  padding: ${theme.space.sm} 0;
  background: ${theme.colors.draftSurface};
  color: ${theme.colors.heading};
  border-bottom: 3px solid ${theme.colors.draftBorder};
  p { margin: 0; }
  a { color: ${theme.colors.heading}; font-weight: 700; }
`

export function TranslationNotice() {
  const pageContext = usePageContext()
  const address = addressOf(pageContext)
  const entry = (pageContext.language ?? SOURCE_LANGUAGE) === SOURCE_LANGUAGE ? undefined : entryAt(address)
  const source = alternatesOf(address)[SOURCE_LANGUAGE]
  if (!entry?.translation?.outdated || !source) return null
  return (
    <Notice role="note" data-translation-outdated="">
      <Container>
        <p>
          {site.labels.translationOutdated}{' '}
          <a href={withBase(source)} lang={SOURCE_LANGUAGE} hrefLang={SOURCE_LANGUAGE}>
            {site.labels.translationSource}
          </a>
        </p>
      </Container>
    </Notice>
  )
}

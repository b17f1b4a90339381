/**
 * The header's link to the page being read in the other language: the same page where it is
 * translated, else the other language's home page (none on a site without pages in that language). Its words are that language's
 * (content/site.yaml's languageSwitch in each), marked with lang and hreflang for screen readers.
 */
import { alternatesOf, entryAt } from '../lib/content/collections'
import { addressIn, LANGUAGES, SOURCE_LANGUAGE } from '../lib/language'
import { siteIn, withBase } from '../lib/site'
import { useOptionalPageContext } from '../renderer/usePageContext'
import { addressOf } from '../renderer/headTags'
import { navItemClass } from './NavDropdown'

export function LanguageSwitch() {
  const pageContext = useOptionalPageContext()
  // Outside a page (a part rendered on its own) there is no page to switch.
  if (!pageContext) return null
  const language = pageContext.language ?? SOURCE_LANGUAGE
  const other = LANGUAGES.find((candidate) => candidate !== language)
  if (!other) return null
  // A site that publishes no page in the other language shows no switcher.
  const home = addressIn(other, '/')
  const target = alternatesOf(addressOf(pageContext))[other] ?? (entryAt(home) ? home : undefined)
  if (!target) return null
  return (
    <a className={navItemClass} href={withBase(target)} lang={other} hrefLang={other} data-language-switch="">
      {siteIn(language).labels.languageSwitch}
    </a>
  )
}

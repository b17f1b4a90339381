import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { prerenderToNodeStream } from 'react-dom/static'
import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import type { InjectFilterEntry, OnRenderHtmlAsync } from 'vike/types'
import { contentErrorFromRender } from '../lib/content/render-error'
import { site, withBase } from '../lib/site'
import { App } from './App'
import { headTags, securityTags } from './headTags'
import { assertPageLanguage, loadBody } from '../lib/content/collections'
import { siteIds } from '../lib/site-ids'
import { AsyncLocalStorage } from 'node:async_hooks'
import { readLanguageFrom, SOURCE_LANGUAGE, splitAddress, type Language } from '../lib/language'
import { withContents } from './contents'

// Pages render side by side: each reads its own language (lib/language.ts) from where its render runs.
const languageOfRender = new AsyncLocalStorage<Language>()
readLanguageFrom(() => languageOfRender.getStore() ?? SOURCE_LANGUAGE)

/**
 * Where Vike writes the page's stylesheet link: after the security policy, which governs only what
 * comes after it, instead of first in <head>. Vike's placeholder for it (vikejs/vike#695).
 */
const ASSETS_HERE = '__VITE_PLUGIN_SSR__ASSETS_FIRST__'

export const onRenderHtml: OnRenderHtmlAsync = (pageContext) => {
  const language = pageContext.language ?? SOURCE_LANGUAGE
  return languageOfRender.run(language, () => renderHtml(pageContext, language))
}

async function renderHtml(pageContext: Parameters<OnRenderHtmlAsync>[0], language: Language) {
  // The page's content file, when it shows one: only that file's body is loaded.
  const source = pageContext.data.source
  if (source) assertPageLanguage(pageContext.urlPathname, source.file, language)
  const body = source ? await loadBody(source) : undefined
  const page = <App pageContext={pageContext} body={body} />
  // "On this page" and "Back to top" on a long page, from the sections it rendered; the home page is a front door, not a page to read through.
  const html = withContents(await renderOrNameTheFile(page, pageContext.urlPathname), {
    listed: splitAddress(pageContext.urlPathname).address !== '/',
  })
  const { title, description } = pageContext.data.head
  const documentHtml = escapeInject`<!DOCTYPE html>
<html lang="${language}">
  <head>
    <meta charset="utf-8" />
    ${dangerouslySkipEscape(securityTags())}
    ${dangerouslySkipEscape(ASSETS_HERE)}
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
    <meta name="description" content="${description}" />
    <meta name="theme-color" content="#1d4ed8" />
    <meta name="application-name" content="${site.name}" />
    ${dangerouslySkipEscape(headTags(pageContext))}
    <noscript><link rel="stylesheet" href="${withBase('/no-script.css')}" /></noscript>
  </head>
  <body>
    <div id="${siteIds.root}">${dangerouslySkipEscape(html)}</div>
  </body>
</html>`
  return { documentHtml, injectFilter: preloadLatinOnly }
}

/**
 * Vike preloads every font the stylesheet names; only the Latin file of the typeface is wanted on every
 * page (components/fonts.css). The others are fetched by the browser when a page has a letter from them.
 */
function preloadLatinOnly(assets: InjectFilterEntry[]): void {
  for (const asset of assets)
    if (asset.assetType === 'font' && !/-latin-wght-normal\.[\w-]+\.woff2$/.test(asset.src)) asset.inject = false
}

/**
 * Renders the page; when a part throws, renders it once more to read React's component stack,
 * so the error names the content file and line that placed the part, not a compiled chunk.
 */
async function renderOrNameTheFile(page: ReactNode, path: string): Promise<string> {
  try {
    return renderToString(page)
  } catch (error) {
    let named: Error | null = null
    await prerenderToNodeStream(page, {
      onError(_, info) {
        named ??= contentErrorFromRender(error, info.componentStack ?? '', path)
      },
    }).catch(() => undefined)
    throw named ?? error
  }
}

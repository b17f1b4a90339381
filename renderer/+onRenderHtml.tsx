import { renderToString } from 'react-dom/server'
import { ServerStyleSheet } from 'styled-components'
import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import type { OnRenderHtmlAsync } from 'vike/types'
import { site, withBase } from '../lib/site'
import { App } from './App'
import { loadPageBody } from './types'

export const onRenderHtml: OnRenderHtmlAsync = async (pageContext) => {
  const body = await loadPageBody(pageContext)
  const sheet = new ServerStyleSheet()
  try {
    const html = renderToString(sheet.collectStyles(<App pageContext={pageContext} body={body} />))
    const styles = sheet.getStyleTags()
    const { title, description, canonical, redirectTo } = pageContext.data.head
    // An old address forwards at once: the refresh works without JavaScript, the script file
    // (not inline, so a strict content security policy allows it) keeps the #fragment.
    const redirect = redirectTo
      ? escapeInject`<meta http-equiv="refresh" content="0; url=${withBase(redirectTo)}" />
    <script src="${withBase('/redirect.js')}" data-to="${withBase(redirectTo)}"></script>`
      : ''
    return escapeInject`<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
    <meta name="description" content="${description}" />
    <meta name="theme-color" content="#1d4ed8" />
    <meta name="application-name" content="${site.name}" />
    <link rel="icon" href="${withBase('/favicon.svg')}" type="image/svg+xml" />
    ${canonical ? escapeInject`<link rel="canonical" href="${canonical}" />` : ''}
    ${redirect}
    ${dangerouslySkipEscape(styles)}
  </head>
  <body>
    <div id="root">${dangerouslySkipEscape(html)}</div>
  </body>
</html>`
  } finally {
    sheet.seal()
  }
}

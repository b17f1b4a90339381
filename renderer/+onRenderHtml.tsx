import { renderToString } from 'react-dom/server'
import { ServerStyleSheet } from 'styled-components'
import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import type { OnRenderHtmlAsync } from 'vike/types'
import { site } from '../lib/site'
import { App } from './App'
import { headTags } from './headTags'
import { loadPageBody } from './types'

export const onRenderHtml: OnRenderHtmlAsync = async (pageContext) => {
  const body = await loadPageBody(pageContext)
  const sheet = new ServerStyleSheet()
  try {
    const html = renderToString(sheet.collectStyles(<App pageContext={pageContext} body={body} />))
    const styles = sheet.getStyleTags()
    const { title, description } = pageContext.data.head
    return escapeInject`<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
    <meta name="description" content="${description}" />
    <meta name="theme-color" content="#1d4ed8" />
    <meta name="application-name" content="${site.name}" />
    ${dangerouslySkipEscape(headTags(pageContext))}
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

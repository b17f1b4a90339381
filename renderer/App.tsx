/**
 * The whole page as the server renders it: context, shared layout and the page itself. The browser
 * never renders it; islands (renderer/islands.tsx) run on their own. Every page links the global
 * stylesheet, and each part's own CSS module, as files the browser caches.
 */
import '../components/fonts.css'
import '../components/global.css'
import { MDXProvider } from '@mdx-js/react'
import type { LoadedBody } from '../lib/content/collections'
import type { PageContext } from 'vike/types'
import { Layout } from '../components/Layout'
import { markdownComponents } from '../components/markdown-components'
import { PageContextProvider } from './usePageContext'

export function App({ pageContext, body }: { pageContext: PageContext; body?: LoadedBody }) {
  const { Page } = pageContext
  return (
    <PageContextProvider pageContext={pageContext} body={body}>
      <MDXProvider components={markdownComponents}>
        {/* A forwarding page of an old address is not a result: search leads to the page itself. */}
        <Layout searchable={!pageContext.data.head.noindex && !pageContext.data.head.redirectTo}>
          {Page ? <Page /> : null}
        </Layout>
      </MDXProvider>
    </PageContextProvider>
  )
}

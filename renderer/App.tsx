/**
 * The whole page as the server renders it: context, global styles, shared layout and the page
 * itself. The browser never renders it; islands (renderer/islands.tsx) run on their own, so a
 * component reads the theme by importing components/theme.ts, not from a provider.
 */
import { MDXProvider } from '@mdx-js/react'
import type { LoadedBody } from '../lib/content/collections'
import type { PageContext } from 'vike/types'
import { GlobalStyle } from '../components/GlobalStyle'
import { Layout } from '../components/Layout'
import { markdownComponents } from '../components/markdown-components'
import { PageContextProvider } from './usePageContext'

export function App({ pageContext, body }: { pageContext: PageContext; body?: LoadedBody }) {
  const { Page } = pageContext
  return (
    <PageContextProvider pageContext={pageContext} body={body}>
      <GlobalStyle />
      <MDXProvider components={markdownComponents}>
        <Layout searchable={!pageContext.data.head.noindex}>{Page ? <Page /> : null}</Layout>
      </MDXProvider>
    </PageContextProvider>
  )
}

/** The whole page as React renders it on both sides: context, theme, shared layout and the page itself. */
import { MDXProvider } from '@mdx-js/react'
import type { ComponentType } from 'react'
import type { PageContext } from 'vike/types'
import { ThemeProvider } from 'styled-components'
import { GlobalStyle } from '../components/GlobalStyle'
import { Layout } from '../components/Layout'
import { markdownComponents } from '../components/markdown-components'
import { theme } from '../components/theme'
import { PageContextProvider } from './usePageContext'

export function App({ pageContext, body }: { pageContext: PageContext; body?: ComponentType }) {
  const { Page } = pageContext
  return (
    <PageContextProvider pageContext={pageContext} body={body}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <MDXProvider components={markdownComponents}>
          <Layout searchable={!pageContext.data.head.noindex}>{Page ? <Page /> : null}</Layout>
        </MDXProvider>
      </ThemeProvider>
    </PageContextProvider>
  )
}

/**
 * Gives any component the current page's context (URL, data) without passing it through every layer, as vike-react's
 * usePageContext and useData do (packages/vike-react/src/hooks/): the site has its own renderer, so it keeps its own
 * context, which also carries the page's body.
 */
import { createContext, useContext, type ComponentType, type ReactNode } from 'react'
import type { LoadedBody } from '../lib/content/collections'
import type { PageContext } from 'vike/types'

const Context = createContext<PageContext | null>(null)

const BodyContext = createContext<LoadedBody | undefined>(undefined)

export function PageContextProvider({
  pageContext,
  body,
  children,
}: {
  pageContext: PageContext
  body?: LoadedBody
  children: ReactNode
}) {
  return (
    <Context.Provider value={pageContext}>
      <BodyContext.Provider value={body}>{children}</BodyContext.Provider>
    </Context.Provider>
  )
}

/** The body of the content file the page shows (its data's source), loaded by the renderer. */
export function usePageBody(): ComponentType {
  const body = useContext(BodyContext)
  if (!body) throw new Error('usePageBody() is used on a page whose data names no content file (source)')
  return body.Body
}

/** Whether the page's body gives it its main heading (a # heading or <PageHero>). */
export function useBodyHasMainHeading(): boolean {
  return useContext(BodyContext)?.hasMainHeading ?? false
}

/** The page's context, or null where a part is rendered on its own (a test of the header). */
export function useOptionalPageContext(): PageContext | null {
  return useContext(Context)
}

export function usePageContext(): PageContext {
  const pageContext = useContext(Context)
  if (!pageContext) throw new Error('usePageContext() is used outside of the page shell')
  return pageContext
}

/** The data that the page's +data hook loaded on the server. */
export function usePageData<T>(): T {
  return usePageContext().data as T
}

/** The page's MDX body, rendered where a page places it. */
export function PageContent() {
  const Body = usePageBody()
  // eslint-disable-next-line react-hooks/static-components -- the body is the page's MDX module, loaded once by the renderer and handed down by context, not made during render
  return <Body />
}

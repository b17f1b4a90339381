import type React from 'react'
import type { PageContext } from 'vike/types'

/** What every page's +data returns: at least the words of its <head>. */
export interface PageHead {
  title: string
  description: string
  /** The page search engines should index instead of this one (absolute URL). */
  canonical?: string
  /** An old address: the page sends the visitor on to this site path at once. */
  redirectTo?: string
}

export interface PageData {
  head: PageHead
}

/** An MDX file's module: its checked front-matter and its body as a component. */
export interface MdxModule {
  frontmatter: Record<string, unknown>
  default: React.ComponentType
}

declare global {
  namespace Vike {
    interface PageContext {
      data: PageData
      Page: () => React.JSX.Element
    }
    interface Config {
      /** Loads the MDX file whose body this page shows (for routes with parameters). */
      loadBody?: (pageContext: PageContext) => Promise<MdxModule>
    }
  }
}

/** Awaited by both render hooks, so server and client render the same body. */
export async function loadPageBody(pageContext: PageContext): Promise<React.ComponentType | undefined> {
  const load = pageContext.config.loadBody
  return load ? (await load(pageContext)).default : undefined
}

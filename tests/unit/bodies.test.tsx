import { renderToString } from 'react-dom/server'
import { MDXProvider } from '@mdx-js/react'
import type { PageContext } from 'vike/types'
import { describe, expect, it } from 'vitest'
import { markdownComponents } from '../../components/markdown-components'
import { loadBody as bundled } from '../../lib/content/bodies-bundled'
import { loadBody as compiled } from '../../lib/content/bodies-compiled'
import { collectionOf } from '../../lib/content/addresses'
import { contentMdxFiles } from '../../lib/content/store'
import { PageContextProvider } from '../../renderer/usePageContext'

/** A body as a page shows it: with the Markdown parts and a page around it. */
function shown(Body: React.ComponentType, file: string): string {
  const pageContext = { urlPathname: `/${file}`, data: { source: { file } } } as unknown as PageContext
  return renderToString(
    <PageContextProvider pageContext={pageContext}>
      <MDXProvider components={markdownComponents}>
        <Body />
      </MDXProvider>
    </PageContextProvider>,
  )
}

// Conditions and posts are the bodies a large site has thousands of; their parts need no page data.
const files = contentMdxFiles(process.cwd()).filter((file) => collectionOf(file) === 'conditions' || collectionOf(file) === 'posts')

describe('a body compiled where its page renders (a build) and one bundled (the live preview)', () => {
  it('covers the conditions and posts', () => {
    expect(files.length).toBeGreaterThan(10)
  })

  it.each(files)('%s shows the same HTML and main heading both ways', async (file) => {
    const [inBuild, inPreview] = await Promise.all([compiled({ file }), bundled({ file })])
    expect(inBuild.hasMainHeading).toBe(inPreview.hasMainHeading)
    expect(shown(inBuild.Body, file)).toBe(shown(inPreview.Body, file))
  })

  it('names the compiled body after its file, so an error while the page renders can name it', async () => {
    const { Body } = await compiled({ file: 'content/conditions/stroke.mdx' })
    expect(Body.name).toBe('Content(content/conditions/stroke.mdx)')
  })
})

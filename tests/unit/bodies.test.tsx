import { readFileSync } from 'node:fs'
import { renderToString } from 'react-dom/server'
import { MDXProvider } from '@mdx-js/react'
import type { PageContext } from 'vike/types'
import { describe, expect, it } from 'vitest'
import { markdownComponents } from '../../components/markdown-components'
import { loadBody } from '../../lib/content/bodies'
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
const files = contentMdxFiles(process.cwd()).filter(
  (file) => collectionOf(file) === 'conditions' || collectionOf(file) === 'posts',
)

describe('a body compiled where its page renders (the one way, in the live preview and builds)', () => {
  it('covers the conditions and posts', () => {
    expect(files.length).toBeGreaterThan(10)
  })

  it.each(files)('%s shows its words and says truly whether it gives the main heading', async (file) => {
    const { Body, hasMainHeading } = await loadBody({ file })
    const html = shown(Body, file)
    // Its first paragraph's opening words, as written in the file, are on the page.
    const paragraph = readFileSync(file, 'utf8')
      .split(/^---$/m)
      .slice(2)
      .join('---')
      .split(/\n\s*\n/)
      .map((block) => block.trim())
      .find((block) => /^[A-Z][a-z]+ [a-z]+ [a-z]+/.test(block))
    if (paragraph) expect(html).toContain(/^[A-Z][a-z]+ [a-z]+ [a-z]+/.exec(paragraph)![0])
    expect(/<h1[\s>]/.test(html)).toBe(hasMainHeading)
  })

  it('names the body after its file, so an error while the page renders can name it', async () => {
    const { Body } = await loadBody({ file: 'content/conditions/stroke.mdx' })
    expect(Body.name).toBe('Content(content/conditions/stroke.mdx)')
  })
})

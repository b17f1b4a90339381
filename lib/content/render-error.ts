/**
 * Names the content file, line and part behind an error thrown while a page renders. React's
 * component stack holds the MDX body's name, "Content(content/…/x.mdx)" (given by the compiler,
 * lib/content/compile.ts), and the parts rendered inside it; the file's syntax tree gives the line
 * where the innermost of those parts is first placed.
 */
import { createProcessor } from '@mdx-js/mdx'
import remarkGfm from 'remark-gfm'
import { visit } from 'unist-util-visit'
import { mdxParts } from '../../components/mdx-components'
import { contentText, splitContent } from './store'
import { ContentError } from './problems'

/** The frames of a component stack, innermost first: "    at Name (…)" lines. */
function framesOf(componentStack: string): string[] {
  return Array.from(componentStack.matchAll(/^\s*at (\S+(?:\([^)]*\))?)/gm), (match) => match[1])
}

function lineOfPart(root: string, file: string, part: string | undefined): { line: number; column: number } {
  if (!part) return { line: 1, column: 1 }
  try {
    const { body } = splitContent(contentText(root, file))
    const tree = createProcessor({ remarkPlugins: [remarkGfm] }).parse(body)
    let found = { line: 1, column: 1 }
    visit(tree, (node) => {
      if (
        (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
        node.name === part &&
        node.position
      ) {
        found = node.position.start
        return false
      }
    })
    return found
  } catch {
    return { line: 1, column: 1 }
  }
}

/** A ContentError for the innermost content file in the stack, or null when no content file rendered the failing part. */
export function contentErrorFromRender(
  error: unknown,
  componentStack: string,
  page: string,
  root = process.cwd(),
): ContentError | null {
  const frames = framesOf(componentStack)
  const index = frames.findIndex((frame) => frame.startsWith('Content(content/'))
  if (index === -1) return null
  const file = frames[index].slice('Content('.length, -1)
  const part = frames.slice(0, index).find((frame) => Object.hasOwn(mdxParts, frame))
  const reason = error instanceof Error ? error.message.split('\n')[0] : String(error)
  const where = part ? `<${part}> could not be shown` : 'the page could not be shown'
  return new ContentError([
    {
      file,
      ...lineOfPart(root, file, part),
      field: part ?? 'mdx',
      message: `${where} on ${page} (${reason}): check this part's values against its example in WRITING.md`,
      severity: 'error',
    },
  ])
}

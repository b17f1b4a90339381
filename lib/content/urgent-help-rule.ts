/**
 * Where the urgent-help card stands. A generic condition page shows it by itself; a bespoke
 * condition page is written whole in its file, so the check makes sure the writer placed
 * <UrgentHelp /> there, once, right after the page's <PageHero>, before the first section.
 */
import type { Root, RootContent } from 'mdast'
import { visit } from 'unist-util-visit'
import type { CollectionName } from './schema'
import type { Problem } from './problems'

const PART = 'UrgentHelp'

interface Point {
  line: number
  column: number
}

export interface UrgentHelpPlacement {
  /** Every <UrgentHelp /> in the body. */
  places: Point[]
  /** The body's main heading (<PageHero> or a # heading) at its top level, with the line it ends on. */
  mainHeading?: Point & { endLine: number }
  /** The <UrgentHelp /> that stands right after the main heading at the top level, if one does. */
  afterMainHeading?: Point
}

function isPart(node: RootContent | undefined): boolean {
  return (node?.type === 'mdxJsxFlowElement' || node?.type === 'mdxJsxTextElement') && node.name === PART
}

function isMainHeading(node: RootContent): boolean {
  return (
    (node.type === 'heading' && node.depth === 1) || (node.type === 'mdxJsxFlowElement' && node.name === 'PageHero')
  )
}

/** Reads where the body places the card and its main heading. */
export function urgentHelpPlacement(tree: Root): UrgentHelpPlacement {
  const places: Point[] = []
  visit(tree, (node) => {
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === PART) {
      places.push(node.position?.start ?? { line: 1, column: 1 })
    }
  })
  const index = tree.children.findIndex(isMainHeading)
  const heading = tree.children[index]
  const start = heading?.position?.start ?? { line: 1, column: 1 }
  const next = heading ? tree.children[index + 1] : undefined
  return {
    places,
    mainHeading: heading
      ? { line: start.line, column: start.column, endLine: heading.position?.end.line ?? start.line }
      : undefined,
    afterMainHeading: next && isPart(next) ? (next.position?.start ?? { line: 1, column: 1 }) : undefined,
  }
}

/**
 * The placement rule. `data` is the checked front-matter: when it has errors the layout is not
 * known, and the front-matter's own messages come first.
 */
export function urgentHelpProblems(
  file: string,
  collection: CollectionName | null,
  data: unknown,
  placement: UrgentHelpPlacement | undefined,
): Problem[] {
  if (!placement || data === undefined) return []
  const problem = (at: Point, message: string): Problem => ({
    file,
    line: at.line,
    column: at.column,
    field: PART,
    message,
    severity: 'error',
  })
  const { places, mainHeading, afterMainHeading } = placement
  if (collection !== 'conditions') {
    return places.map((at) =>
      problem(
        at,
        "<UrgentHelp /> shows a condition's urgent front-matter, so it belongs on bespoke condition pages only: remove it",
      ),
    )
  }
  if ((data as { layout?: string }).layout !== 'bespoke') {
    return places.map((at) =>
      problem(
        at,
        "a generic condition page shows the urgent-help card by itself, from the front-matter's urgent: remove <UrgentHelp />",
      ),
    )
  }
  // Without a main heading the heading rule reports the body; the card's place follows from it.
  if (!mainHeading) return []
  if (places.length === 0) {
    return [
      problem(
        { line: mainHeading.endLine, column: 1 },
        "a bespoke condition page shows its urgent-help card right after its <PageHero>: write <UrgentHelp /> on its own line after </PageHero>, with a blank line before and after (its words come from the front-matter's urgent)",
      ),
    ]
  }
  const same = (a: Point, b: Point | undefined) => a.line === b?.line && a.column === b.column
  // The one that counts is the card after the heading; without one, the first is asked to move there.
  const placed = afterMainHeading ?? places[0]
  const problems: Problem[] = []
  for (const at of places) {
    if (!same(at, placed))
      problems.push(problem(at, 'the urgent-help card is shown once per page: remove this <UrgentHelp />'))
    else if (!afterMainHeading)
      problems.push(
        problem(
          at,
          "the urgent-help card goes right after the page's <PageHero>, before the first section: move <UrgentHelp /> to its own line after </PageHero>",
        ),
      )
  }
  return problems
}

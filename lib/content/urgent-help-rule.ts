/**
 * Where "When to get help" (the urgent-help and same-day cards) stands. A generic condition page
 * shows it by itself, after its first section; a bespoke condition page is written whole in its
 * file, so the check makes sure the writer placed <UrgentHelp /> there, once, early: right after
 * the page's <PageHero>, or right after its first section (before its second ## heading).
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
  /**
   * The <UrgentHelp /> that stands early at the top level, if one does: right after the main
   * heading, or right after the first section that follows it.
   */
  early?: Point
}

function isPart(node: RootContent | undefined): boolean {
  return (node?.type === 'mdxJsxFlowElement' || node?.type === 'mdxJsxTextElement') && node.name === PART
}

const isSectionHeading = (node: RootContent | undefined) => node?.type === 'heading' && node.depth === 2

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
  const after = heading ? tree.children.slice(index + 1) : []
  // Right after the heading, or at the end of the first section: after one ## heading and its
  // content, with the next section (or nothing) after it.
  const early = after.find(
    (node, at) =>
      isPart(node) &&
      (at === 0 ||
        (after.slice(0, at).filter(isSectionHeading).length === 1 &&
          isSectionHeading(after[0]) &&
          (at === after.length - 1 || isSectionHeading(after[at + 1])))),
  )
  return {
    places,
    mainHeading: heading
      ? { line: start.line, column: start.column, endLine: heading.position?.end.line ?? start.line }
      : undefined,
    early: early ? (early.position?.start ?? { line: 1, column: 1 }) : undefined,
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
  const { places, mainHeading, early } = placement
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
        "a bespoke condition page shows when to get help (its urgent-help card) early: write <UrgentHelp /> on its own line after </PageHero> or after the page's first section, with a blank line before and after (its words come from the front-matter's urgent)",
      ),
    ]
  }
  const same = (a: Point, b: Point | undefined) => a.line === b?.line && a.column === b.column
  // The one that counts is the early one; without one, the first is asked to move.
  const placed = early ?? places[0]
  const problems: Problem[] = []
  for (const at of places) {
    if (!same(at, placed))
      problems.push(problem(at, 'the urgent-help card is shown once per page: remove this <UrgentHelp />'))
    else if (!early)
      problems.push(
        problem(
          at,
          "when to get help (the urgent-help card) comes early: move <UrgentHelp /> to its own line right after </PageHero>, or right after the page's first section (before its second ## heading)",
        ),
      )
  }
  return problems
}

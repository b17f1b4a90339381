/**
 * State in the server's HTML: a button that controls a region says whether it is expanded (a tab,
 * whether it is selected) in the prerendered page, before any script runs. That it says it truly for
 * a visitor without JavaScript is a rule of every page (tests/e2e/every-page.spec.ts).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { parseDocument } from 'htmlparser2'
import { readBuiltPages } from '../../lib/built-site'

const clientDir = join(process.cwd(), 'dist/client')
const pages = readBuiltPages(clientDir).filter((page) => !page.isRedirect)

type Node = { type: string; name?: string; attribs?: Record<string, string>; children?: Node[] }

/** Every element of `node` that passes `test`. */
function findAll(node: Node, test: (element: Node) => boolean, found: Node[] = []): Node[] {
  if (node.type === 'tag' && test(node)) found.push(node)
  for (const child of node.children ?? []) findAll(child, test, found)
  return found
}

const controls = (html: string) =>
  findAll(
    parseDocument(html) as unknown as Node,
    (element) => element.name === 'button' && 'aria-controls' in (element.attribs ?? {}),
  )

test('every button that controls a region says in the prerendered HTML whether it is expanded, and every tab whether it is selected', () => {
  const missing: string[] = []
  let seen = 0
  for (const page of pages) {
    for (const button of controls(readFileSync(page.file, 'utf8'))) {
      seen++
      const attribs = button.attribs!
      const state = attribs.role === 'tab' ? 'aria-selected' : 'aria-expanded'
      if (!['true', 'false'].includes(attribs[state]))
        missing.push(`${page.route}: the button controlling #${attribs['aria-controls']} has no ${state}`)
    }
  }
  expect(seen).toBeGreaterThan(0)
  expect(missing).toEqual([])
})

/**
 * Printing: what every page prints (without the site's header, footer, toasts or buttons, with all
 * its content, nothing wider than the paper) is a rule of every page (tests/e2e/page-rules.ts,
 * printProblems). Here a long page goes to paper in the browser's own print, on A4 and Letter.
 */
import { expect, test } from '@playwright/test'
import { pageBody, published } from '../content'
import { printProblems } from './page-rules'
import { wakeIslands } from './wake-islands'

/** The longest page of the site's kind most often printed: a condition with the most words. */
const condition = published('conditions').sort((a, b) => pageBody(b.file).length - pageBody(a.file).length)[0]

test(`${condition.address} prints on A4 and Letter, as the browser prints it, on more than one page`, async ({
  page,
}) => {
  await page.goto(condition.address!)
  await wakeIslands(page)
  expect(await printProblems(page)).toEqual([])
  await page.emulateMedia({ media: 'print' })
  for (const paper of ['A4', 'Letter'] as const) {
    const pdf = (await page.pdf({ format: paper })).toString('latin1')
    const pages = Number(
      /\/Type\s*\/Pages\b[^>]*?\/Count (\d+)/s.exec(pdf)?.[1] ?? (pdf.match(/\/Type\s*\/Page\b/g) ?? []).length,
    )
    expect(pages, `${condition.address} printed on ${paper}`).toBeGreaterThan(1)
  }
})

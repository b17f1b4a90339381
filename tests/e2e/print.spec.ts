import { expect, test } from '@playwright/test'
import { prerenderedRoutes } from './built-site'
import { wakeIslands } from './wake-islands'

/** Paper widths in millimetres; the print stylesheet leaves a 15 mm margin on every side. */
const papers = { A4: 210, Letter: 215.9 } as const
const MARGIN_MM = 15
const printableWidth = (paperMm: number) => Math.floor(((paperMm - 2 * MARGIN_MM) / 25.4) * 96)

for (const route of prerenderedRoutes()) {
  test(`${route} prints on A4 and Letter without the site's header, footer, toasts or buttons, with all its content`, async ({
    page,
  }) => {
    await page.goto(route)
    // As a visitor prints a page read through: every widget awake, each question closed.
    await wakeIslands(page)
    await page.emulateMedia({ media: 'print' })

    for (const [paper, widthMm] of Object.entries(papers)) {
      await page.setViewportSize({ width: printableWidth(widthMm), height: 1000 })
      const report = await page.evaluate(() => {
        const shown = (element: Element) => element.checkVisibility({ opacityProperty: true, visibilityProperty: true })
        const name = (element: Element) =>
          `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`
        const main = document.querySelector('main')!
        const problems: string[] = []
        for (const element of document.querySelectorAll('header, footer, nav, [role="status"], [role="tablist"]')) {
          if (!main.contains(element) || element.matches('[role="tablist"]'))
            if (shown(element)) problems.push(`${name(element)} is printed`)
        }
        for (const element of document.querySelectorAll('button, [data-button]')) {
          // An accordion's question stays: it is the heading of the answer printed under it.
          const controls = element.getAttribute('aria-controls')
          const isQuestion =
            controls !== null && document.getElementById(controls)?.hasAttribute('data-accordion-answer')
          if (!isQuestion && shown(element)) problems.push(`the button ${name(element)} is printed`)
        }
        for (const element of main.querySelectorAll('[role="tabpanel"], [data-accordion-answer], [data-reveal]')) {
          if (!shown(element) || getComputedStyle(element).opacity !== '1')
            problems.push(`${name(element)} is not printed`)
        }
        for (const link of main.querySelectorAll<HTMLAnchorElement>('a[href^="http"]')) {
          if (!shown(link)) continue
          const after = getComputedStyle(link, '::after')
          if (!after.content.includes(link.getAttribute('href')!))
            problems.push(`the external link ${name(link)} is printed without its address`)
          else if (after.position === 'absolute' || after.position === 'fixed')
            problems.push(`the address of ${name(link)} is printed over the page, not after the link`)
        }
        // Paper cannot scroll: nothing may be wider than the page or cut off inside a scrolling box.
        if (document.documentElement.scrollWidth > window.innerWidth)
          problems.push(`the page is ${document.documentElement.scrollWidth} px wide on a ${window.innerWidth} px page`)
        for (const element of main.querySelectorAll<HTMLElement>('*')) {
          if (
            !shown(element) ||
            element.closest('.visually-hidden') ||
            getComputedStyle(element).overflowX === 'visible'
          )
            continue
          if (element.scrollWidth > element.clientWidth + 1)
            problems.push(`${name(element)} cuts off ${element.scrollWidth - element.clientWidth} px of its content`)
        }
        return problems
      })
      expect(report, `${route} on ${paper}`).toEqual([])

      const pdf = (await page.pdf({ format: paper as keyof typeof papers })).toString('latin1')
      const pages = Number(
        /\/Type\s*\/Pages\b[^>]*?\/Count (\d+)/s.exec(pdf)?.[1] ?? (pdf.match(/\/Type\s*\/Page\b/g) ?? []).length,
      )
      expect(pages, `${route} printed on ${paper}`).toBeGreaterThan(0)
    }
  })
}

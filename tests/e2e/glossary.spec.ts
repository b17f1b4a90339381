import { expect, test, type Locator } from '@playwright/test'
import { glossaryAt } from '../../lib/content/glossary-file'
import { pageTitleOf } from '../../lib/content/addresses'
import { published, site } from '../content'

/** An explanation as content/glossary.yaml gives it, which the page shows after the term. */
const explanationOf = (term: string) => {
  const entry = glossaryAt(process.cwd())?.find(term)
  if (!entry) throw new Error(`content/glossary.yaml no longer explains ${term}, which this test looks for`)
  return entry.explanation
}
// FDG-PET is one of the imaging tools the specification names (§3 Assessment category).
const fdgPet = explanationOf('FDG-PET')

/** Whether anything keeps the element from some readers: hidden, hidden from screen readers, or shut inside a closed <details>. */
async function hiddenBy(element: Locator): Promise<string | null> {
  return element.evaluate((node) => {
    const blocker = node.closest('[hidden], [aria-hidden="true"], details:not([open]), [inert]')
    return blocker ? blocker.outerHTML.slice(0, 80) : null
  })
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the explanation of FDG-PET stands at the term, visible and in the accessibility tree', async ({ page }) => {
    await page.goto('/neurological-assessments')
    const header = page.getByRole('rowheader', { name: /^FDG-PET/ })
    await expect(header).toBeVisible()
    // The row header's accessible name is the term followed by its explanation: a screen reader reads them together.
    await expect(header).toHaveAccessibleName(`FDG-PET (${fdgPet})`)
    const explanation = header.getByText(`(${fdgPet})`)
    await expect(explanation).toBeVisible()
    expect(await hiddenBy(explanation)).toBeNull()
    // The term is marked as the term being defined, and its explanation follows it at once.
    const term = header.locator('dfn')
    await expect(term).toHaveText('FDG-PET')
    expect(await term.evaluate((node) => node.nextElementSibling?.textContent)).toBe(`(${fdgPet})`)
    const [termBox, explanationBox] = [await term.boundingBox(), await explanation.boundingBox()]
    expect(termBox && explanationBox && explanationBox.y - (termBox.y + termBox.height)).toBeLessThan(40)
  })

  test('every marked term on the page shows its explanation, in a table at once and in text on demand, and no mark shows its brackets anywhere', async ({
    page,
  }) => {
    await page.goto('/neurological-assessments')
    const terms = page.locator('main dfn')
    // At least every tool whose name the content marks as a term.
    const markedTools = published('assessments').flatMap((category) =>
      category.tools.filter((tool) => tool.name.includes('[[')),
    )
    expect(await terms.count()).toBeGreaterThanOrEqual(markedTools.length)
    for (const term of await terms.all()) {
      await expect(term).toBeVisible()
      const button = term.getByRole('button')
      if (await button.count()) {
        // In running text the term opens its explanation on demand, and closes it again with Escape.
        const explanation = page.locator(`[id="${await button.getAttribute('popovertarget')}"]`)
        await expect(explanation).toBeHidden()
        await button.click()
        await expect(explanation).toBeVisible()
        // The browser gives a popover's button its expanded state, as a screen reader reads it.
        expect(
          await button.evaluate((node) => (node as HTMLButtonElement).popoverTargetElement?.matches(':popover-open')),
        ).toBe(true)
        await expect(explanation).toHaveText(
          new RegExp(`^${(await button.textContent())!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: .{10,200}$`),
        )
        await page.keyboard.press('Escape')
        await expect(explanation).toBeHidden()
      } else {
        // In a table the explanation stands after its term, as text.
        const explanation = term.locator('xpath=following-sibling::*[1]')
        await expect(explanation).toBeVisible()
        await expect(explanation).toHaveText(/^\(.{10,200}\)$/)
        expect(await hiddenBy(explanation)).toBeNull()
      }
    }
    await expect(
      page.getByRole('rowheader', { name: `APOE genotyping (${explanationOf('APOE genotyping')})` }),
    ).toBeVisible()
    // Titles, link previews, structured data and island data show text as written: no mark may reach them.
    expect(await page.content()).not.toContain('[[')
    const assessments = published('pages').find((entry) => entry.address === '/neurological-assessments')!
    await expect(page).toHaveTitle(pageTitleOf('pages', assessments, site.name)!)
  })
})

test('a keyboard user reaches the explanation by choosing the tab: nothing else to open', async ({ page }) => {
  await page.goto('/neurological-assessments')
  const firstTab = page.getByRole('tab', { name: 'Cognitive Tests' })
  await firstTab.focus()
  await page.keyboard.press('End')
  await expect(page.getByRole('tab', { name: 'Brain Imaging' })).toBeFocused()
  await expect(page.getByRole('tab', { name: 'Brain Imaging' })).toHaveAttribute('aria-selected', 'true')
  const explanation = page.getByRole('tabpanel', { name: 'Brain Imaging' }).getByText(`(${fdgPet})`)
  await expect(explanation).toBeVisible()
  expect(await hiddenBy(explanation)).toBeNull()
  // The explanation is text, not a control: nothing to focus, open or press.
  expect(
    await explanation.evaluate(
      (node) =>
        node.closest('a, button, summary, details, [role="button"], [role="link"], [role="tooltip"]')?.outerHTML ??
        null,
    ),
  ).toBeNull()
})

// The references of the health claims on services, posts and pages, listed under "Sources" as condition pages list theirs.
import { expect, test, type Locator } from '@playwright/test'
import { published, site } from '../content'

const pagesWithSources = [...published('pages'), ...published('posts')].filter(
  (entry) => entry.sources.length && entry.address,
)
const services = published('services')

async function expectSources(list: Locator, sources: ReadonlyArray<{ title: string; url: string }>) {
  const links = list.locator(':scope > li a')
  await expect(links).toHaveCount(sources.length)
  for (const [index, source] of sources.entries()) {
    await expect(links.nth(index)).toHaveAttribute('href', source.url)
    await expect(links.nth(index)).toContainText(source.title)
  }
}

test('some pages and services carry sources to check', () => {
  expect(pagesWithSources.length).toBeGreaterThan(0)
  expect(services.some((service) => service.sources.length)).toBe(true)
})

for (const entry of pagesWithSources) {
  test(`${entry.address} lists its sources under "${site.labels.sources}"`, async ({ page }) => {
    await page.goto(entry.address!)
    // Under the page's own "Sources" at its end (after any review records of its parts), or in its review record's.
    const list = page.getByRole('list', { name: site.labels.sources, exact: true }).last()
    await expect(list).toBeVisible()
    await expectSources(list, entry.sources)
  })
}

test('each service lists its sources in its programme tab', async ({ page }) => {
  await page.goto('/services')
  for (const service of services) {
    const panel = page.locator(`[role="tabpanel"][id="${service.id}"]`)
    // Every panel but the open one is hidden.
    const list = panel.getByRole('list', { name: site.labels.sources, exact: true, includeHidden: true })
    if (service.sources.length) await expectSources(list, service.sources)
    else await expect(list).toHaveCount(0)
  }
})

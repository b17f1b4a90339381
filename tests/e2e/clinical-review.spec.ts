/**
 * No page shows a review claim that no signature backs. Every health entry (a content file that names
 * a clinicalTopic) is read from the content; on each page that shows one, the "Reviewed by" facts and
 * notes, and schema.org's reviewedBy and lastReviewed, appear exactly for the entries whose signature
 * in content/reviews verifies over their words now (lib/content/review.ts), and every other health
 * entry there says that clinical review is pending.
 */
import { expect, test } from '@playwright/test'
import { reviewStates } from '../../lib/content/review'
import { published, site } from '../content'

const states = reviewStates(process.cwd())
const signed = (file: string) => states.get(file)?.status === 'reviewed'

type Health = { file: string; clinicalTopic?: string; address: string | null }
const health = <T extends Health>(entries: T[]) => entries.filter((entry) => entry.clinicalTopic)

/** The pages that show each health entry, with whether the page is the entry's own (a review record) or lists it (a note). */
const shownOn = new Map<string, Array<{ file: string; own: boolean }>>()
const show = (address: string | null, file: string, own: boolean) => {
  if (!address) return
  shownOn.set(address, [...(shownOn.get(address) ?? []), { file, own }])
}
for (const entry of [...health(published('conditions')), ...health(published('guides')), ...health(published('pages'))])
  show(entry.address, entry.file, true)
// A post's card shows no review state: its own page has the record.
for (const post of health(published('posts'))) show(post.address, post.file, true)
for (const service of health(published('services'))) show('/services', service.file, false)
for (const category of health(published('assessments'))) show('/neurological-assessments', category.file, true)
const faqPage = { resources: '/resources', contact: '/contact', assessments: '/neurological-assessments' } as const
for (const faq of health(published('faqs'))) show(faqPage[faq.group], faq.file, false)

test('the content names health pages, so that this test has pages to read', () => {
  expect(shownOn.size).toBeGreaterThan(0)
})

for (const [address, entries] of shownOn) {
  test(`${address} claims a clinical review only where a signature backs it`, async ({ page }) => {
    await page.goto(address)
    const records = entries.filter((entry) => entry.own)
    const notes = entries.filter((entry) => !entry.own)
    // A review record (the page's own, or an assessment category's) holds the facts only when signed.
    await expect(page.locator('[data-review] dl'), address).toHaveCount(
      records.filter((entry) => signed(entry.file)).length,
    )
    await expect(page.locator('[data-review] [data-review-pending]'), address).toHaveCount(
      records.filter((entry) => !signed(entry.file)).length,
    )
    // A note under a listed answer, post or service.
    await expect(page.locator('[data-review-note]'), address).toHaveCount(
      notes.filter((entry) => signed(entry.file)).length,
    )
    await expect(page.locator('[data-review-pending]:not([data-review] *)'), address).toHaveCount(
      notes.filter((entry) => !signed(entry.file)).length,
    )
    for (const pending of await page.locator('[data-review-pending]').all())
      await expect(pending).toHaveText(site.labels.reviewPending)
    // Where nothing on the page is signed, the words "Reviewed by" appear nowhere, nor does schema.org's review.
    const html = await page.content()
    if (!entries.some((entry) => signed(entry.file))) {
      expect(await page.locator('main').innerText(), address).not.toContain(site.labels.reviewedBy)
      expect(html, address).not.toMatch(/"(reviewedBy|lastReviewed)"/)
    }
    // Schema.org names only signers, with their signature's day.
    for (const block of await page.locator('script[type="application/ld+json"]').allTextContents()) {
      for (const match of block.matchAll(/"reviewedBy":\{"@type":"Person","name":"([^"]+)"/g)) {
        expect(
          entries.some((entry) => signed(entry.file) && states.get(entry.file)!.signer!.name === match[1]),
          `${address} names ${match[1]} as reviewer`,
        ).toBe(true)
      }
    }
  })
}

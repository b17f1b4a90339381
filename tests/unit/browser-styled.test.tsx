/**
 * In the browser, styled-components is replaced by renderer/client/styled.ts, which writes no CSS
 * and only names classes. Every island must therefore come out of it with exactly the class names
 * the server's styled-components gave it; so must each part only the browser shows, whose CSS the
 * server writes for it (`browserOnly`). Each is rendered here with both and compared.
 */
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { findIslands } from '../../renderer/islands-plugin'

/** Props for each island, as a page gives them; every island found in components/ needs an entry. */
const props: Record<string, Record<string, unknown>[]> = {
  AccordionItem: [{ id: 'faq-1', question: 'Do I need a referral?', children: 'No.' }],
  ComingSoonButton: (['primary', 'secondary', 'inverse'] as const).map((variant) => ({
    title: 'Coming soon',
    description: 'Not yet.',
    variant,
    children: 'Watch',
  })),
  ContactForm: [
    {
      labels: { name: 'Name', email: 'Email', phone: 'Phone', subject: 'Subject', message: 'Message' },
      optionalNote: '(optional)',
      note: 'All fields are required.',
      submitLabel: 'Send',
      sentTitle: 'Sent',
      sentText: 'Thanks.',
    },
    {
      labels: { name: 'Name', email: 'Email', phone: 'Phone', subject: 'Subject', message: 'Message' },
      optionalNote: '(optional)',
      submitLabel: 'Send',
      sentTitle: 'Sent',
      sentText: 'Thanks.',
    },
  ],
  NewsletterForm: [{ title: 'Stay informed', intro: 'News by email.', emailLabel: 'Email', submitLabel: 'Subscribe' }],
  SiteSearch: [{ panelId: 'site-search', fieldId: 'site-search-field' }],
  Tabs: [{ label: 'Resources', icons: {}, children: [] }],
  Toaster: [{}],
}

/** Each island's browser render and browser-only parts as HTML, with styled-components or with the browser's stand-in. */
async function renderAll(browser: boolean): Promise<Record<string, string>> {
  vi.resetModules()
  if (browser) vi.doMock('styled-components', () => import('../../renderer/client/styled'))
  else vi.doUnmock('styled-components')
  const { createElement } = await import('react')
  const { renderToString } = await import('react-dom/server')
  const { TabPanel } = await import('../../components/Tabs')
  const html: Record<string, string> = {}
  for (const found of findIslands(process.cwd())) {
    const module = (await import(/* @vite-ignore */ `../..${found.file}`)) as Record<
      string,
      { Inner: (props: Record<string, unknown>) => ReactNode; serverProps?: () => Record<string, unknown> }
    >
    const { Inner, serverProps } = module[found.exportName]
    const cases = props[found.name] ?? []
    cases.forEach((given, index) => {
      const children =
        found.name === 'Tabs'
          ? [
              createElement(TabPanel, { key: 'a', id: 'a', label: 'A', children: 'First' }),
              createElement(TabPanel, { key: 'b', id: 'b', label: 'B', children: 'Second' }),
            ]
          : given.children
      html[`${found.name} ${index}`] = renderToString(createElement(Inner, { ...serverProps?.(), ...given, children }))
    })
  }
  const { browserOnlyParts } = await import('../../renderer/islands')
  const names = findIslands(process.cwd()).map((found) => `<clinic-island data-island="${found.name}"`)
  html['browser-only parts'] = renderToString(createElement('div', null, browserOnlyParts(names.join(''))))
  return html
}

describe('the browser stand-in for styled-components', () => {
  it('has props for every island', () => {
    expect(
      findIslands(process.cwd())
        .filter((found) => !props[found.name]?.length)
        .map((found) => found.name),
    ).toEqual([])
  })

  it('gives every element the class names styled-components gives it', async () => {
    const server = await renderAll(false)
    const browser = await renderAll(true)
    expect(Object.keys(server).length).toBeGreaterThan(Object.keys(props).length)
    for (const [name, html] of Object.entries(server)) {
      expect(html, name).toMatch(/class="[^"]*\b[A-Za-z]\w*-\w{6} /)
      expect(browser[name], name).toBe(html)
    }
    // The browser-only parts render something for the toasts, the search results and field errors.
    expect(server['browser-only parts']).toMatch(/<li class=[^>]*><p class=/)
    expect(server['browser-only parts']).toMatch(/<ul class=/)
  })
})

import { readdirSync, readFileSync } from 'node:fs'
import { createElement, isValidElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { findIslands, islandsModule } from '../../renderer/islands-plugin'
import { Header } from '../../components/Header'
import { TabPanel, Tabs } from '../../components/Tabs'
import { fromWire, island, toWire, type Wire } from '../../renderer/islands'
import { site } from '../../lib/site'

describe('islands', () => {
  it('writes an island with its props as data and its content as slots of server HTML', () => {
    const html = renderToString(
      <Tabs label="Patient resources">
        <TabPanel id="faq" label="FAQ">
          <p>Answers here</p>
        </TabPanel>
      </Tabs>,
    )
    const element = /<clinic-island data-island="Tabs" data-when="visible" data-props="([^"]*)">/.exec(html)
    expect(element).not.toBeNull()
    const props = JSON.parse(element![1].replaceAll('&quot;', '"'))
    expect(props).toEqual({
      label: 'Patient resources',
      icons: {},
      children: { $part: 'TabPanel', key: null, props: { id: 'faq', label: 'FAQ', children: { $slot: 0 } } },
    })
    expect(html).toContain('<clinic-slot data-slot="0"><p>Answers here</p></clinic-slot>')
    expect(html).toContain('role="tablist"')
  })

  it('gives the browser the same props back, with each slot in place of its content', () => {
    const slots: unknown[] = []
    const content = <p>Prose</p>
    const wire = toWire(
      { title: 'Hello', items: ['a', 'b'], children: ['Words and ', content], nested: { count: 2 } },
      slots,
      'props',
    )
    expect(slots).toEqual([['Words and ', content]])
    const back = fromWire(wire, (index) => `slot ${index}`) as Record<string, unknown>
    expect(back).toEqual({ title: 'Hello', items: ['a', 'b'], children: 'slot 0', nested: { count: 2 } })
  })

  it('rebuilds registered parts as elements', () => {
    const wire = toWire(<TabPanel id="a" label="A" />, [], 'props')
    const back = fromWire(wire, () => null)
    expect(isValidElement(back) && back.type === TabPanel).toBe(true)
  })

  it('refuses a prop that cannot travel to the browser, naming it', () => {
    const Clicker = island('Clicker', ({ onPress }: { onPress: () => void }) => (
      <button onClick={onPress}>Press</button>
    ))
    expect(() => renderToString(createElement(Clicker, { onPress: () => {} }))).toThrow(
      /The island Clicker's props\.onPress is a function/,
    )
  })

  it('adds the props the server gives (the page words) to the ones a page passes, as data the browser reads back', () => {
    const Greeting = island(
      'Greeting',
      ({ name, hello }: { name: string; hello: string }) => <p>{`${hello}, ${name}`}</p>,
      { serverProps: () => ({ hello: 'Hola' }) },
    )
    const html = renderToString(<Greeting name="Ana" />)
    expect(html).toContain('Hola, Ana')
    const wire = JSON.parse(/data-props="([^"]*)"/.exec(html)![1].replaceAll('&quot;', '"')) as Wire
    expect(fromWire(wire, () => null)).toEqual({ name: 'Ana', hello: 'Hola' })
  })

  it('finds every island of components/ for the browser, each loaded from its own file under its own name', async () => {
    const declared = readdirSync('components')
      .filter((file) => file.endsWith('.tsx'))
      .flatMap((file) =>
        Array.from(readFileSync(`components/${file}`, 'utf8').matchAll(/\bisland\('(\w+)'/g), (match) => match[1]),
      )
    const found = findIslands(process.cwd())
    expect(found.map((item) => item.name).sort()).toEqual(declared.sort())
    for (const item of found) {
      const module = (await import(/* @vite-ignore */ `../..${item.file}`)) as Record<string, { islandName?: string }>
      expect(module[item.exportName]?.islandName, item.file).toBe(item.name)
    }
    expect(islandsModule(found.slice(0, 1))).toBe(
      `export const islandLoaders = {\n  ${JSON.stringify(found[0].name)}: () => import(${JSON.stringify(found[0].file)}).then((module) => module[${JSON.stringify(found[0].exportName)}]),\n}\n`,
    )
  })

  it('says on the page when each island wakes: when seen, unless it says otherwise', () => {
    const Later = island('Later', ({ label }: { label: string }) => <button>{label}</button>, { when: 'interaction' })
    expect(renderToString(createElement(Later, { label: 'Open' }))).toContain(
      '<clinic-island data-island="Later" data-when="interaction"',
    )
    const Seen = island('Seen', ({ label }: { label: string }) => <button>{label}</button>)
    expect(renderToString(createElement(Seen, { label: 'Open' }))).toContain(
      '<clinic-island data-island="Seen" data-when="visible"',
    )
  })

  it('writes the header as plain HTML, its search an island of its own that wakes on first use', () => {
    const html = renderToString(<Header />)
    expect(html).not.toContain('data-island="Header"')
    expect(findIslands(process.cwd()).map((item) => item.name)).not.toContain('Header')
    // The only island in the header is the search, its ids and its words (the page language's, from the server) given as data.
    const { search, searchField, searchNoResults, searchPlaceholder, searchResults, searchSimilar, searchUnavailable } =
      site.labels
    expect(
      Array.from(
        html.matchAll(/<clinic-island data-island="(\w+)" data-when="(\w+)" data-props="([^"]*)">/g),
        (match) => [match[1], match[2], JSON.parse(match[3].replaceAll('&quot;', '"'))],
      ),
    ).toEqual([
      [
        'SiteSearch',
        'interaction',
        {
          panelId: 'site-search',
          fieldId: 'site-search-field',
          labels: {
            search,
            searchField,
            searchNoResults,
            searchPlaceholder,
            searchResults,
            searchSimilar,
            searchUnavailable,
          },
        },
      ],
    ])
    expect(html).toContain('id="site-search"')
    expect(html).toContain('for="site-search-field"')
    // Written at the top of the page with everything closed; the header's script takes it from there.
    expect(html).toMatch(/<header [^>]*data-site-header=""[^>]*data-solid="false"/)
    const toggle = /<button [^>]*data-menu-toggle=""[^>]*>.*?<\/button>/.exec(html)?.[0] ?? ''
    expect(toggle).toContain('aria-expanded="false"')
    expect(toggle).toContain('aria-controls="site-menu"')
    expect(toggle).toContain('aria-label="Open menu"')
    expect(toggle).toContain('data-open-label="Open menu"')
    expect(toggle).toContain('data-close-label="Close menu"')
    // Both icons, each marked for the style that shows one by aria-expanded.
    expect(toggle).toMatch(/<svg [^>]*lucide-menu[^>]*data-icon="open"|<svg [^>]*data-icon="open"[^>]*lucide-menu/)
    expect(toggle).toMatch(/<svg [^>]*lucide-x[^>]*data-icon="close"|<svg [^>]*data-icon="close"[^>]*lucide-x/)
    expect(html).toMatch(/<nav [^>]*id="site-menu" aria-label="Main"/)
    for (const dropdown of html.matchAll(
      /<li [^>]*data-dropdown=""[^>]*><button [^>]*type="button" aria-expanded="false" aria-controls="(menu-[\w-]+)"/g,
    )) {
      expect(html).toMatch(new RegExp(`<ul [^>]*id="${dropdown[1]}" data-open="false"`))
    }
    expect(Array.from(html.matchAll(/data-dropdown=""/g))).toHaveLength(3)
  })
})

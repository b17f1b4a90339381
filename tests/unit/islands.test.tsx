import { readdirSync, readFileSync } from 'node:fs'
import { createElement, isValidElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { islands } from '../../components/islands'
import { TabPanel, Tabs } from '../../components/Tabs'
import { fromWire, island, toWire } from '../../renderer/islands'

describe('islands', () => {
  it('writes an island with its props as data and its content as slots of server HTML', () => {
    const html = renderToString(
      <Tabs label="Patient resources">
        <TabPanel id="faq" label="FAQ">
          <p>Answers here</p>
        </TabPanel>
      </Tabs>,
    )
    const element = /<clinic-island data-island="Tabs" data-when="load" data-props="([^"]*)">/.exec(html)
    expect(element).not.toBeNull()
    const props = JSON.parse(element![1].replaceAll('&quot;', '"'))
    expect(props).toEqual({ label: 'Patient resources', icons: {}, children: { $part: 'TabPanel', key: null, props: { id: 'faq', label: 'FAQ', children: { $slot: 0 } } } })
    expect(html).toContain('<clinic-slot data-slot="0"><p>Answers here</p></clinic-slot>')
    expect(html).toContain('role="tablist"')
  })

  it('gives the browser the same props back, with each slot in place of its content', () => {
    const slots: unknown[] = []
    const content = <p>Prose</p>
    const wire = toWire({ title: 'Hello', items: ['a', 'b'], children: ['Words and ', content], nested: { count: 2 } }, slots, 'props')
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
    const Clicker = island('Clicker', ({ onPress }: { onPress: () => void }) => <button onClick={onPress}>Press</button>)
    expect(() => renderToString(createElement(Clicker, { onPress: () => {} }))).toThrow(/The island Clicker's props\.onPress is a function/)
  })

  it('lists every island of components/ for the browser, under its own name', () => {
    const declared = readdirSync('components')
      .filter((file) => file.endsWith('.tsx'))
      .flatMap((file) => Array.from(readFileSync(`components/${file}`, 'utf8').matchAll(/\bisland\('(\w+)'/g), (match) => match[1]))
    expect(islands.map((item) => item.islandName).sort()).toEqual(declared.sort())
  })
})

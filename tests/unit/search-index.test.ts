import { describe, expect, test } from 'vitest'
import { PAGES_PER_PART, partGlob, splitIntoParts } from '../../scripts/build/search'

describe('the search index in parts', () => {
  test('a site of up to one part of pages is one part, as a site without parts was', () => {
    expect(splitIntoParts(['a', 'b', 'c'], PAGES_PER_PART)).toEqual([['a', 'b', 'c']])
    expect(splitIntoParts(Array.from({ length: PAGES_PER_PART }, (_, index) => index))).toHaveLength(1)
  })

  test.each([
    [10_023, 2500, [2005, 2005, 2005, 2005, 2003]],
    [2501, 2500, [1251, 1250]],
    [23, 10, [8, 8, 7]],
  ])(
    '%i pages in parts of at most %i: the fewest parts, as even as they can be, every page once and in order',
    (count, size, sizes) => {
      const pages = Array.from({ length: count }, (_, index) => index)
      const parts = splitIntoParts(pages, size)
      expect(parts.map((part) => part.length)).toEqual(sizes)
      expect(parts.flat()).toEqual(pages)
    },
  )

  test("a part's pages are given to Pagefind by a glob only when no name holds a glob's own characters", () => {
    expect(partGlob(['index.html', 'conditions/stroke/index.html'])).toBe('{index.html,conditions/stroke/index.html}')
    for (const name of ['a(b)/index.html', 'c,d/index.html', 'e[f]/index.html', 'g{h}/index.html', 'm:n/index.html'])
      expect(partGlob(['index.html', name]), name).toBeUndefined()
    expect(partGlob(Array.from({ length: 5000 }, (_, index) => `conditions/page-${index}/index.html`))).toBeUndefined()
  })
})

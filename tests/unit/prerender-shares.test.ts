import { describe, expect, it } from 'vitest'
import { inShare, toRender } from '../../renderer/prerender-shares'
import { PAGES_PER_SHARE, SHARES_ABOVE, sharesFor } from '../../scripts/build/render'

const addresses = Array.from({ length: 3000 }, (_, index) => `/conditions/condition-${index}`).concat([
  '/',
  '/about',
  '/404',
  '/resources/blog/a-post',
])

describe('sharing the pages out between rendering processes', () => {
  it('puts every page in exactly one share, and the shares are of about even size', () => {
    for (const count of [1, 2, 3, 7]) {
      const sizes = Array.from(
        { length: count },
        (_, index) => addresses.filter((address) => inShare(address, `${index}/${count}`)).length,
      )
      expect(sizes.reduce((sum, size) => sum + size, 0)).toBe(addresses.length)
      for (const address of addresses)
        expect(
          Array.from({ length: count }, (_, index) => inShare(address, `${index}/${count}`)).filter(Boolean),
        ).toHaveLength(1)
      for (const size of sizes)
        expect(Math.abs(size - addresses.length / count)).toBeLessThan((addresses.length / count) * 0.1)
    }
  })

  it("gives each renderer only its share's addresses to route, and all of them without a share", () => {
    const before = process.env.PRERENDER_SHARE
    try {
      delete process.env.PRERENDER_SHARE
      expect(toRender(addresses)).toEqual(addresses)
      const routed = [0, 1, 2].flatMap((index) => {
        process.env.PRERENDER_SHARE = `${index}/3`
        const mine = toRender(addresses)
        expect(mine.length).toBeLessThan(addresses.length / 2)
        return mine
      })
      expect(routed.sort()).toEqual([...addresses].sort())
    } finally {
      if (before === undefined) delete process.env.PRERENDER_SHARE
      else process.env.PRERENDER_SHARE = before
    }
  })

  it('renders every page where no share is given', () => {
    expect(addresses.every((address) => inShare(address, undefined))).toBe(true)
  })

  it('renders a site in shares only above the threshold, each of at most PAGES_PER_SHARE pages', () => {
    for (const cores of [1, 2, 8]) {
      expect(sharesFor(1, cores)).toBe(1)
      expect(sharesFor(SHARES_ABOVE, cores)).toBe(1)
    }
    expect(sharesFor(SHARES_ABOVE + 1, 2)).toBe(2)
    expect(sharesFor(SHARES_ABOVE + 1, 1)).toBe(1)
    for (const pages of [SHARES_ABOVE + 1, 3 * PAGES_PER_SHARE + 1, 10_024])
      for (const cores of [1, 2, 8]) expect(pages / sharesFor(pages, cores)).toBeLessThanOrEqual(PAGES_PER_SHARE)
  })

  it('names a share given wrongly', () => {
    expect(() => inShare('/', '3/3')).toThrow('PRERENDER_SHARE is "3/3"; it must be "index/count", e.g. "0/4"')
    expect(() => inShare('/', 'half')).toThrow('PRERENDER_SHARE is "half"')
  })
})

import { describe, expect, it } from 'vitest'
import { forThisShare, inShare } from '../../renderer/prerender-shares'

const addresses = Array.from({ length: 3000 }, (_, index) => `/conditions/condition-${index}`).concat(['/', '/about', '/404', '/resources/blog/a-post'])

describe('sharing the pages out between rendering processes', () => {
  it('puts every page in exactly one share, and the shares are of about even size', () => {
    for (const count of [1, 2, 3, 7]) {
      const sizes = Array.from({ length: count }, (_, index) => addresses.filter((address) => inShare(address, `${index}/${count}`)).length)
      expect(sizes.reduce((sum, size) => sum + size, 0)).toBe(addresses.length)
      for (const address of addresses) expect(Array.from({ length: count }, (_, index) => inShare(address, `${index}/${count}`)).filter(Boolean)).toHaveLength(1)
      for (const size of sizes) expect(Math.abs(size - addresses.length / count)).toBeLessThan((addresses.length / count) * 0.1)
    }
  })

  it('renders every page where no share is given', () => {
    expect(forThisShare(addresses)).toEqual(addresses)
    expect(addresses.every((address) => inShare(address, undefined))).toBe(true)
  })

  it('names a share given wrongly', () => {
    expect(() => inShare('/', '3/3')).toThrow('PRERENDER_SHARE is "3/3"; it must be "index/count", e.g. "0/4"')
    expect(() => inShare('/', 'half')).toThrow('PRERENDER_SHARE is "half"')
  })
})

import { describe, expect, it } from 'vitest'
import { nearQueries } from '../../lib/near-queries'

describe('the searches tried when the words typed find nothing', () => {
  it('cut the longest word back one letter at a time, to half its length', () => {
    expect(nearQueries('migrane')).toEqual(['migran', 'migra', 'migr'])
  })

  it('keep the other words as typed', () => {
    expect(nearQueries('memory demenita')).toEqual(['memory demenit', 'memory demeni', 'memory demen', 'memory deme'])
  })

  it('never cut a word below four letters, and leave short words alone', () => {
    expect(nearQueries('tremr')).toEqual(['trem'])
    expect(nearQueries('pain')).toEqual([])
    expect(nearQueries('ms')).toEqual([])
  })
})

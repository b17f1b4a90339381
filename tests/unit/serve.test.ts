import { describe, expect, it } from 'vitest'
import { chooseEncoding } from '../../scripts/serve.mjs'

describe('the static server', () => {
  it('sends Brotli where the browser takes it, else gzip, else the file as it is', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(chooseEncoding('gzip, deflate')).toBe('gzip')
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip')
    expect(chooseEncoding('*')).toBe('br')
    expect(chooseEncoding('identity')).toBeNull()
    expect(chooseEncoding('')).toBeNull()
    expect(chooseEncoding(undefined)).toBeNull()
  })
})

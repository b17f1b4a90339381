import { describe, expect, it } from 'vitest'
import { checkBookingUrl } from '../../lib/booking'

describe('the booking URL rule', () => {
  it('accepts an absolute https URL at the initial-visit anchor', () => {
    expect(checkBookingUrl('https://book.example.org/clinic#initial-visit', 'BOOKING_URL')).toBe(
      'https://book.example.org/clinic#initial-visit',
    )
  })

  it('rejects a URL without the anchor', () => {
    expect(() => checkBookingUrl('https://book.example.org/clinic', 'BOOKING_URL')).toThrow(
      'BOOKING_URL: booking URL "https://book.example.org/clinic" must end with #initial-visit',
    )
  })

  it('rejects another anchor', () => {
    expect(() => checkBookingUrl('https://book.example.org/#follow-up', 'BOOKING_URL')).toThrow(
      'must end with #initial-visit',
    )
  })

  it('rejects plain http', () => {
    expect(() => checkBookingUrl('http://book.example.org/#initial-visit', 'BOOKING_URL')).toThrow('must use https')
  })

  it('rejects a relative address', () => {
    expect(() => checkBookingUrl('/book#initial-visit', 'BOOKING_URL')).toThrow('is not an absolute URL')
  })
})

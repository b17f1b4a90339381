import { describe, expect, it } from 'vitest'
import type { SiteConfig } from '../../lib/content/schema'
import { daysOf, medicalClinic, postPath, time24 } from '../../lib/structured-data'

describe('structured data for search engines', () => {
  it('turns a range of days into schema.org day names', () => {
    expect(daysOf('Mon-Fri')).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'])
    expect(daysOf('Sat')).toEqual(['Saturday'])
    expect(() => daysOf('Weekdays')).toThrow('"Weekdays" is not a day')
  })

  it('writes times on the 24-hour clock', () => {
    expect(time24('8:00 AM')).toBe('08:00')
    expect(time24('12:30 PM')).toBe('12:30')
    expect(time24('5:00 PM')).toBe('17:00')
    expect(time24('12:00 AM')).toBe('00:00')
    expect(() => time24('noon')).toThrow('is not a time')
  })

  it('describes the clinic with its address, phone and opening hours, leaving out closed days', () => {
    const site = {
      name: 'Clinic',
      url: 'https://clinic.example',
      blurb: 'About.',
      contact: {
        street: '1 Main St',
        city: 'Town, ST 00000',
        phone: '(555) 555-0100',
        infoEmail: 'info@clinic.example',
        hours: [
          { days: 'Mon-Fri', time: '8:00 AM-5:00 PM' },
          { days: 'Sun', time: 'Closed' },
        ],
      },
    } as unknown as SiteConfig
    expect(medicalClinic(site)).toMatchObject({
      '@type': 'MedicalClinic',
      telephone: '(555) 555-0100',
      address: { streetAddress: '1 Main St' },
      openingHoursSpecification: [{ dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '17:00' }],
    })
  })

  it('gives a post the address made from its title', () => {
    expect(postPath({ title: "Sleep & Your Brain: What's New?" })).toBe('/resources/blog/sleep-your-brain-what-s-new')
  })
})

import { afterEach, describe, expect, it, vi } from 'vitest'
import { showExamplesColumn } from '../../lib/assessments'
import { formatDay } from '../../lib/dates'
import { assessmentSchema, planSchema, videoSchema } from '../../lib/content/schema'
import { sendContactMessage, type ContactMessage } from '../../lib/contact'
import { slugify } from '../../lib/slug'
import { tabFromHash, tabIndexForKey } from '../../renderer/client/tabs'

describe('the slug of a name', () => {
  it('lowercases the name and joins its words with hyphens', () => {
    expect(slugify('Multiple Sclerosis')).toBe('multiple-sclerosis')
  })

  it('turns an apostrophe into a hyphen, like every other non-alphanumeric character', () => {
    expect(slugify("Alzheimer's Disease")).toBe('alzheimer-s-disease')
    expect(slugify("Parkinson's Disease")).toBe('parkinson-s-disease')
  })

  it('turns a slash into a hyphen', () => {
    expect(slugify('EMG/Nerve Conduction Studies')).toBe('emg-nerve-conduction-studies')
    expect(slugify('fMRI/DTI')).toBe('fmri-dti')
  })

  it('drops parentheses without leaving a hyphen at either end', () => {
    expect(slugify('MRI (Magnetic Resonance Imaging)')).toBe('mri-magnetic-resonance-imaging')
    expect(slugify("ALS (Lou Gehrig's Disease)")).toBe('als-lou-gehrig-s-disease')
  })

  it('makes one hyphen of a run of punctuation and spaces', () => {
    expect(slugify('Sleep -- and --- Memory!!')).toBe('sleep-and-memory')
    expect(slugify('Concussion / TBI')).toBe('concussion-tbi')
    expect(slugify('...Headache?!')).toBe('headache')
  })

  it('keeps digits', () => {
    expect(slugify('5 Habits for 2026')).toBe('5-habits-for-2026')
  })
})

describe('the Examples column of an assessment table', () => {
  it('is left out when no tool has examples', () => {
    expect(showExamplesColumn([{}, {}, {}])).toBe(false)
  })

  it('is shown when one tool of several has examples', () => {
    expect(showExamplesColumn([{}, { examples: 'CRP, IL-6' }, {}])).toBe(true)
  })

  it('treats blank examples as none', () => {
    expect(showExamplesColumn([{ examples: '   ' }, { examples: '' }])).toBe(false)
  })

  it('is left out of an empty table', () => {
    expect(showExamplesColumn([])).toBe(false)
  })
})

describe('the contact form', () => {
  const message: ContactMessage = {
    name: 'Ada Lovelace',
    email: 'ada@example.org',
    phone: '',
    subject: 'New patient',
    message: 'Do you see patients on Saturdays?',
  }

  afterEach(() => {
    vi.restoreAllMocks()
    vi.unstubAllGlobals()
  })

  it('writes the whole message to the console, once, when its endpoint has taken it', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {})
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"ok":true}', { status: 201 })),
    )
    expect(await sendContactMessage({ ...message }, '/forms/contact', 'form')).toBe('sent')
    expect(log).toHaveBeenCalledTimes(1)
    const written = log.mock.calls[0].join(' ')
    for (const value of Object.values(message).filter(Boolean)) expect(written).toContain(value)
  })

  it('says it failed, and writes nothing, when the endpoint refuses it', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {})
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"ok":false}', { status: 503 })),
    )
    expect(await sendContactMessage({ ...message }, '/forms/contact', 'form')).toBe('failed')
    expect(log).not.toHaveBeenCalled()
  })
})

describe('the tabs keyboard rule', () => {
  it('moves right and left, wrapping at the ends', () => {
    expect(tabIndexForKey('ArrowRight', 0, 4)).toBe(1)
    expect(tabIndexForKey('ArrowRight', 3, 4)).toBe(0)
    expect(tabIndexForKey('ArrowLeft', 2, 4)).toBe(1)
    expect(tabIndexForKey('ArrowLeft', 0, 4)).toBe(3)
  })

  it('goes to the first tab with Home and the last with End', () => {
    expect(tabIndexForKey('Home', 2, 4)).toBe(0)
    expect(tabIndexForKey('End', 1, 4)).toBe(3)
  })

  it('leaves other keys to the browser', () => {
    expect(tabIndexForKey('Enter', 1, 4)).toBeNull()
    expect(tabIndexForKey('ArrowDown', 1, 4)).toBeNull()
    expect(tabIndexForKey('Tab', 1, 4)).toBeNull()
  })

  it('opens the tab a URL hash names, and only a known one', () => {
    const ids = ['education', 'faq', 'blog', 'videos']
    expect(tabFromHash('#faq', ids)).toBe('faq')
    expect(tabFromHash('#news', ids)).toBeNull()
    expect(tabFromHash('', ids)).toBeNull()
    expect(tabFromHash('#%E0%A4%A', ids)).toBeNull()
  })
})

describe('the new content schemas', () => {
  const review = { clinicalTopic: 'memory-and-thinking', reviewer: 'daniel-okafor' }
  const category = {
    title: 'Cognitive Tests',
    order: 1,
    description: 'Tests.',
    tools: [{ name: 'MoCA', measures: 'Memory' }],
    insight: 'Why.',
    ...review,
  }

  it('gives an assessment category the Brain icon when none is named', () => {
    expect(assessmentSchema.parse(category).iconType).toBe('Brain')
  })

  it('rejects an icon outside Brain, Dna, Microscope and ChartBar', () => {
    expect(assessmentSchema.safeParse({ ...category, iconType: 'Heart' }).success).toBe(false)
  })

  it('accepts video durations like 12:45 and rejects 12.45 or 7:5', () => {
    const video = { title: 'T', order: 1, description: 'D', image: '/images/video-a.svg', imageAlt: 'A' }
    expect(videoSchema.safeParse({ ...video, duration: '12:45' }).success).toBe(true)
    expect(videoSchema.safeParse({ ...video, duration: '12.45' }).success).toBe(false)
    expect(videoSchema.safeParse({ ...video, duration: '7:5' }).success).toBe(false)
  })

  it("takes a video's recording as a file in public/videos or an https address, and says which form a slip missed", () => {
    const video = {
      title: 'T',
      order: 1,
      duration: '12:45',
      description: 'D',
      image: '/images/video-a.svg',
      imageAlt: 'A',
    }
    const messages = (recording: string, captions?: string) => {
      const result = videoSchema.safeParse({ ...video, recording, ...(captions ? { captions } : {}) })
      return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    }
    expect(messages('/videos/sleep.mp4', '/videos/sleep.vtt')).toEqual([])
    expect(messages('https://www.youtube.com/watch?v=abc')).toEqual([])
    expect(messages('/videos/Sleep.mov', '/videos/sleep.vtt')).toEqual([
      'recording: expected a file in public/videos (MP4 or WebM), written like /videos/managing-migraine.mp4',
    ])
    expect(messages('youtube.com/watch?v=abc')[0]).toMatch(
      /^recording: expected a file in public\/videos .* or the https:\/\/ address/,
    )
    expect(messages('/videos/sleep.mp4')[0]).toMatch(/^recording: a recording file needs its captions/)
  })

  it('accepts prices written like $1,499 and rejects 1499', () => {
    const plan = { name: 'P', order: 1, period: 'annual', summary: 'S', features: ['x'], buttonLabel: 'Book' }
    expect(planSchema.safeParse({ ...plan, price: '$1,499' }).success).toBe(true)
    expect(planSchema.safeParse({ ...plan, price: '1499' }).success).toBe(false)
  })
})

describe('a day from content on the page', () => {
  it('is written out in words, the same in every time zone', () => {
    expect(formatDay('2026-10-28')).toBe('October 28, 2026')
    expect(formatDay('2026-01-01')).toBe('January 1, 2026')
  })

  it("is written in the page's language: a Spanish page never shows an English date", () => {
    expect(formatDay('2026-10-28', 'es')).toBe('28 de octubre de 2026')
    expect(formatDay('2026-01-01', 'en')).toBe('January 1, 2026')
  })
})

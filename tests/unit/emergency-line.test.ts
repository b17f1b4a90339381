import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { emergencyLineParts } from '../../lib/emergency-line'
import { reportProblemHref } from '../../lib/report-problem'
import { siteSchema } from '../../lib/content/schema'

const siteYaml = () => parse(readFileSync('content/site.yaml', 'utf8')) as Record<string, Record<string, unknown>>

describe('the emergency line', () => {
  it('cuts the words at each number, so each number can dial', () => {
    expect(
      emergencyLineParts('Call {emergency} now, or {crisis} in a crisis.', { emergency: '911', crisis: '988' }),
    ).toEqual([
      { text: 'Call ' },
      { dial: '911', which: 'emergency' },
      { text: ' now, or ' },
      { dial: '988', which: 'crisis' },
      { text: ' in a crisis.' },
    ])
    expect(emergencyLineParts('{crisis}', { emergency: '112', crisis: '116 123' })).toEqual([
      { dial: '116 123', which: 'crisis' },
    ])
    expect(emergencyLineParts('{name} stays as written', { emergency: '911', crisis: '988' })).toEqual([
      { text: '{name} stays as written' },
    ])
  })

  it('is refused by the check without either number, naming the field', () => {
    for (const missing of ['{emergency}', '{crisis}']) {
      const site = siteYaml()
      site.emergency.line = 'Call {emergency} or {crisis}. Do not book online for urgent symptoms.'.replace(
        missing,
        'us',
      )
      const result = siteSchema.safeParse(site)
      expect(result.success).toBe(false)
      expect(result.error?.issues).toEqual([
        expect.objectContaining({
          path: ['emergency', 'line'],
          message: `must hold ${missing}: it becomes the link that dials the number`,
        }),
      ])
    }
    expect(siteSchema.safeParse(siteYaml()).success).toBe(true)
  })
})

describe('the report-a-problem e-mail', () => {
  const words = {
    reportEmail: 'content@clinic.example',
    reportSubject: 'Problem: {title}',
    reportBody: 'Page: {title}\nAddress: {address}\n',
  }

  it('names the page in its subject and body, each part encoded as mailto: addresses ask', () => {
    const href = reportProblemHref(words, { title: 'Tests & Scans? 100% #1', address: 'https://clinic.example/a?b=c' })
    const url = new URL(href)
    expect(url.protocol).toBe('mailto:')
    expect(url.pathname).toBe('content@clinic.example')
    // One subject and one body: the title's & ? = # cannot start another field.
    expect([...url.searchParams.keys()]).toEqual(['subject', 'body'])
    expect(url.searchParams.get('subject')).toBe('Problem: Tests & Scans? 100% #1')
    expect(url.searchParams.get('body')).toBe(
      'Page: Tests & Scans? 100% #1\r\nAddress: https://clinic.example/a?b=c\r\n',
    )
    // Spaces as %20 (a + would stay a plus in a mail program), line breaks as %0D%0A.
    expect(href).not.toContain('+')
    expect(href).toContain('Problem%3A%20Tests%20%26%20Scans%3F%20100%25%20%231')
    expect(href).toContain('%0D%0AAddress')
  })
})

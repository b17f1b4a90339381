/** A team member's picture: their photograph with its description, or, until there is one, their initials hidden from screen readers (the name is beside them). */
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { initialsOf, Portrait } from '../../components/Portrait'

describe('Portrait', () => {
  test.each([
    ['Dr. Elena Ruiz, MD', 'ER'],
    ['Dr. Marcus Chen, MD, PhD', 'MC'],
    ['Sarah Lindqvist, NP', 'SL'],
    ['Prof. Ana María de la Cruz', 'AC'],
    ['Priya', 'P'],
    ['dr. ōno kenji', 'ŌK'],
  ])('%s is drawn as %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials)
  })

  test('shows the photograph with its description and size', () => {
    const html = renderToStaticMarkup(
      <Portrait name="Dr. Ada Lim" image="/images/team/ada-lim.jpg" imageAlt="Dr. Ada Lim" />,
    )
    expect(html).toMatch(/^<img src="[^"]*\/images\/team\/ada-lim\.jpg" alt="Dr\. Ada Lim" width="400" height="300"/)
  })

  test('without a photograph, shows the initials and hides them from screen readers', () => {
    const html = renderToStaticMarkup(<Portrait name="Dr. Ada Lim, MD" />)
    expect(html).toContain('aria-hidden="true"')
    expect(html).toContain('>AL<')
    expect(html).not.toContain('<img')
  })
})

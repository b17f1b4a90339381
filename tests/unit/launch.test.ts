/**
 * The launch check (lib/content/launch.ts, npm run launch-check, LAUNCH=true builds): each kind of
 * placeholder is listed at its file and line, drafts and comments are not, and a project with every
 * item resolved has none left.
 */
import { spawnSync } from 'node:child_process'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { launchItems, launchReport } from '../../lib/content/launch'
import { gitIn, projectWith } from './project-fixture'

const root = resolve(import.meta.dirname, '../..')

/** A site.yaml with what a launch needs, or with `lines` in place of its social links and after-hours line. */
const siteYaml = (lines: string) => `name: Clinic
url: https://www.clinic.org
${lines}
`

const resolvedSite = siteYaml(`contact:
  phone: (312) 555-2368
  afterHoursPhone: (312) 555-2369
  infoEmail: info@clinic.org
social:
  - network: facebook
    href: https://www.facebook.com/clinic
confirm:
  - item: The funding statement is true
    done: true`)

const portrait = (image: string | null, draft = false) => `---
name: Dr. A
${image ? `image: ${image}\n` : ''}${draft ? 'draft: true\n' : ''}---
`

const pictured = (image: string, draft = false) => `---
title: A
image: ${image}
${draft ? 'draft: true\n' : ''}---
`

const video = (recording: string | null) => `---
title: A
image: /images/v.jpg
${recording ? `recording: ${recording}\n` : ''}---
`

const healthPage = (draft = false) => `---
name: Tremor
${draft ? 'draft: true\n' : ''}clinicalTopic: movement
---

Shaking you cannot control.
`

/** A project folder with the given content, committed in git as a project is. */
async function project(files: Record<string, string>) {
  const folder = await projectWith(files)
  gitIn(folder, 'init', '-q', '-b', 'main')
  gitIn(folder, 'add', '-A')
  gitIn(folder, 'commit', '-q', '-m', 'Content')
  return folder
}

describe('the launch check', () => {
  it('lists each placeholder, home-page social link, illustrated portrait or picture, video without its recording, unsigned health page, missing after-hours line and open item at its line', async () => {
    const folder = await project({
      'content/site.yaml': siteYaml(`# bookingUrl: https://booking.clinic.example/ is a comment, not a placeholder
bookingUrl: https://booking.clinic.example/schedule#initial-visit
contact:
  phone: (312) 555-0142
  infoEmail: info@example.org
social:
  - network: facebook
    href: https://www.facebook.com/
  - network: x
    href: https://x.com/clinic
confirm:
  - item: The funding statement is true
    done: false
  - item: The testimonials have consent
    done: true`),
      'content/team/a.mdx': portrait('/images/a.svg'),
      'content/team/b.mdx': portrait('/images/b.jpg'),
      'content/team/c.mdx': portrait('/images/c.svg', true),
      // No photograph yet: listed at the name its card shows in initials.
      'content/team/d.mdx': portrait(null),
      // A drawing standing in for a service's, a post's or a video's photograph; a photograph, a draft.
      'content/services/s.mdx': pictured('/images/s.svg'),
      'content/posts/p.mdx': pictured('/images/p.webp'),
      'content/videos/v.mdx': pictured('/images/v.svg', true),
      // A video whose Watch Video opens a page without its recording; one with its recording.
      'content/videos/w.mdx': video(null),
      'content/videos/x.mdx': video('https://videos.clinic.org/x'),
      'content/conditions/tremor.mdx': healthPage(),
      'content/conditions/draft.mdx': healthPage(true),
    })
    expect(launchItems(folder).map((item) => [item.group, `${item.file}:${item.line}`])).toEqual([
      ['Placeholder details', 'content/site.yaml:4'],
      ['Placeholder details', 'content/site.yaml:6'],
      ['Placeholder details', 'content/site.yaml:7'],
      ['Social links', 'content/site.yaml:10'],
      ['Pictures', 'content/services/s.mdx:3'],
      ['Pictures', 'content/team/a.mdx:3'],
      ['Pictures', 'content/team/d.mdx:2'],
      ['Videos', 'content/videos/w.mdx:2'],
      ['Clinical review', 'content/conditions/tremor.mdx:3'],
      ['After-hours line', 'content/site.yaml:5'],
      ['To confirm', 'content/site.yaml:14'],
    ])
    const report = launchReport(launchItems(folder))
    expect(report).toContain('"booking.clinic.example" is a placeholder address')
    expect(report).toContain('"555-0142" is a placeholder phone number')
    expect(report).toContain('"info@example.org" is a placeholder e-mail address')
    expect(report).toContain('  content/site.yaml:14  The funding statement is true')
  })

  it('has nothing left on a project with every item resolved', async () => {
    const folder = await project({
      'content/site.yaml': resolvedSite,
      'content/team/b.mdx': portrait('/images/b.jpg'),
      'content/services/s.mdx': pictured('/images/s.jpg'),
      'content/videos/x.mdx': video('/videos/x.mp4'),
      'content/conditions/draft.mdx': healthPage(true),
      // Held back with its English draft: not published, so no signature is due.
      'content/es/conditions/draft.mdx': healthPage(),
    })
    expect(launchItems(folder)).toEqual([])
    expect(launchReport([])).toMatch(/^Ready to launch/)
  })

  it('exits non-zero while anything is left, and a launch build refuses to publish then', () => {
    const left = launchItems(root).length > 0
    const check = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/launch-check.ts'], { encoding: 'utf8' })
    expect(check.status).toBe(left ? 1 : 0)
    const contentCheck = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check.ts'], {
      encoding: 'utf8',
      env: { ...process.env, LAUNCH: 'true' },
    })
    expect(contentCheck.status).toBe(left ? 1 : 0)
    if (left) expect(contentCheck.stdout).toContain('LAUNCH=true: the site is not published while these are left.')
  })
})

// The links and pictures a content file names are read from its syntax tree (text in code is never
// one), and each must lead somewhere: a link to a page, a picture to a file under public/.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkContent } from '../../lib/content/check'
import { compileMdxFile } from '../../lib/content/compile'
import { parseYaml } from '../../lib/content/frontmatter'
import { frontmatterImages, MAX_PICTURE_BYTES } from '../../lib/content/images'
import { formatProblem } from '../../lib/content/problems'
import { projectWith, tremorFrontmatter } from './project-fixture'

const file = 'content/conditions/tremor.mdx'
const frontmatter = tremorFrontmatter
// The body starts on line 14.
const bespoke = frontmatter.replace('order: 8', 'order: 8\nlayout: bespoke')

/** A project with pages (for the routes), two pictures under public/, and the given content files. */
const project = (files: Record<string, string>, withPublic = true) =>
  projectWith({
    'pages/index/+Page.tsx': '',
    'pages/about/+Page.tsx': '',
    'pages/conditions/@id/+Page.tsx': '',
    ...(withPublic
      ? {
          'public/images/hero-brain.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
          'public/images/conditions/headache.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
        }
      : {}),
    ...files,
  })

async function errorsIn(root: string) {
  return (await checkContent(root, '2026-11-23')).problems.filter((p) => p.severity === 'error').map(formatProblem)
}

const noPicture = (at: string, path: string, folder = 'public/images/') =>
  `${at}  image  no picture at ${path}: add the file under ${folder} or name one that exists`

describe('pictures a content file names', () => {
  it('refuses a Markdown image and a part prop in a condition body that name no picture, at their line and column', async () => {
    const body =
      '<PageHero title="Tremor" image="/images/tremor-hero.svg" imageAlt="A hand" />\n\n<UrgentHelp />\n\nTremor is a rhythmic shaking.\n\n  ![A shaking hand](/images/tremor/hand.png)\n\n![A brain](/images/hero-brain.svg)\n'
    const root = await project({ [file]: `${bespoke}${body}` })
    // The body starts on line 15, below the front-matter's extra layout line.
    expect(await errorsIn(root)).toEqual([
      noPicture(`${file}:15:26`, '/images/tremor-hero.svg'),
      noPicture(`${file}:21:3`, '/images/tremor/hand.png', 'public/images/tremor/'),
    ])
  })

  it('refuses a front-matter picture that does not exist, at its field', async () => {
    const root = await project({
      [file]: frontmatter.replace('iconName: tremor', 'iconName: tremor\niconImage: /images/conditions/tremor.svg'),
    })
    expect(await errorsIn(root)).toEqual([
      noPicture(`${file}:7:1`, '/images/conditions/tremor.svg', 'public/images/conditions/'),
    ])
  })

  it('refuses a picture field of any other kind of file, such as a team member', async () => {
    const member =
      '---\nname: Dr. Ada Lim\nrole: Neurologist\norder: 9\nimage: /images/team-ada-lim.svg\nimageAlt: Portrait of Dr. Ada Lim\nbio: Dr. Lim treats epilepsy.\n---\n'
    const root = await project({ 'content/team/ada-lim.mdx': member })
    expect(await errorsIn(root)).toEqual([noPicture('content/team/ada-lim.mdx:5:1', '/images/team-ada-lim.svg')])
  })

  it("refuses a video's recording or captions that are not files under public/, and a recording file without captions, at the field", async () => {
    const video = (title: string, lines: string) =>
      `---\ntitle: ${title}\norder: 1\nduration: "12:45"\ndescription: How sleep helps.\nimage: /images/hero-brain.svg\nimageAlt: A brain\n${lines}---\n`
    const root = await project({
      'public/videos/sleep.mp4': 'a recording',
      'content/videos/sleep.mdx': video('Sleep', 'recording: /videos/sleep.mp4\ncaptions: /videos/sleep.vtt\n'),
      'content/videos/rest.mdx': video('Rest', 'recording: /videos/rest.mp4\n'),
      'content/videos/hosted.mdx': video('Hosted', 'recording: https://videos.clinic.org/hosted\n'),
    })
    expect(await errorsIn(root)).toEqual([
      `content/videos/rest.mdx:8:1  recording  a recording file needs its captions, for visitors who cannot hear it: add captions: /videos/<name>.vtt (WRITING.md, "A video's recording")`,
      'content/videos/sleep.mdx:9:1  captions  no file at /videos/sleep.vtt: add the file under public/videos/ or name one that exists',
    ])
  })

  it("refuses a picture larger than the limit, and a team member's photograph without its description or the day they agreed to it, at the field", async () => {
    const member = (name: string, lines: string) =>
      `---\nname: Dr. ${name}\nrole: Neurologist\norder: 9\n${lines}bio: Dr. ${name} treats epilepsy.\n---\n`
    const root = await project({
      'content/team/ada-lim.mdx': member(
        'Ada Lim',
        'image: /images/team/ada-lim.jpg\nimageAlt: Dr. Ada Lim\nimageConsent: 2026-11-20\nimageFocus: top\n',
      ),
      'content/team/bo-tan.mdx': member('Bo Tan', 'image: /images/hero-brain.svg\n'),
      // A photograph of a person, not a drawing: published only with their agreement, and its focus one the build knows.
      'content/team/di-ho.mdx': member('Di Ho', 'image: /images/team/di-ho.jpg\nimageAlt: Dr. Di Ho\n'),
      'content/team/ed-wu.mdx': member(
        'Ed Wu',
        'image: /images/team/di-ho.jpg\nimageAlt: Dr. Ed Wu\nimageConsent: 2026-11-20\nimageFocus: face\n',
      ),
      'public/images/team/di-ho.jpg': 'a photograph',
      // A document renamed .jpg is refused; a file that begins as a JPEG does is taken.
      'content/team/fi-lo.mdx': member(
        'Fi Lo',
        'image: /images/team/fi-lo.jpg\nimageAlt: Dr. Fi Lo\nimageConsent: 2026-11-20\n',
      ),
      'public/images/team/fi-lo.jpg': '%PDF-1.7 a letter, renamed',
      // An AVIF whose main brand is the image format's (mif1), with AVIF's among the compatible ones.
      'content/team/ha-vi.mdx': member(
        'Ha Vi',
        'image: /images/team/ha-vi.avif\nimageAlt: Dr. Ha Vi\nimageConsent: 2026-11-20\n',
      ),
      'public/images/team/ha-vi.avif': '\0\0\0\x1cftypmif1\0\0\0\0mif1avifmiaf',
      'content/team/gu-ma.mdx': member(
        'Gu Ma',
        'image: /images/team/gu-ma.jpg\nimageAlt: Dr. Gu Ma\nimageConsent: 2026-11-20\n',
      ),
      // No photograph yet: the card shows initials.
      'content/team/cy-ng.mdx': member('Cy Ng', ''),
      'public/images/team/ada-lim.jpg': 'x'.repeat(MAX_PICTURE_BYTES + 1),
    })
    // Its first bytes are a JPEG's (the check reads no further).
    writeFileSync(
      join(root, 'public/images/team/gu-ma.jpg'),
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00]),
    )
    const errors = await errorsIn(root)
    expect(errors).toEqual([
      expect.stringMatching(
        new RegExp(
          `^content/team/ada-lim\\.mdx:5:1  image  /images/team/ada-lim\\.jpg is \\d+ kB; a picture may be at most ${MAX_PICTURE_BYTES / 1000} kB`,
        ),
      ),
      expect.stringMatching(/^content\/team\/bo-tan\.mdx:5:\d+ {2}image {2}a photograph needs imageAlt/),
      expect.stringMatching(/^content\/team\/di-ho\.mdx:5:\d+ {2}image {2}a photograph of a person needs imageConsent/),
      expect.stringMatching(/^content\/team\/ed-wu\.mdx:8:\d+ {2}imageFocus {2}expected one of "center", "top"/),
      expect.stringMatching(
        /^content\/team\/fi-lo\.mdx:5:1 {2}image {2}\/images\/team\/fi-lo\.jpg is not a JPEG picture/,
      ),
    ])
  })

  it('accepts pictures that exist, pictures on other sites, and a project without public/', async () => {
    const body =
      '<PageHero title="Tremor" image="/images/hero-brain.svg" imageAlt="A brain" />\n\n<UrgentHelp />\n\n![A brain](/images/hero-brain.svg?v=2)\n\n![Elsewhere](https://example.org/brain.png)\n'
    const withIcon = bespoke.replace('iconName: tremor', 'iconName: tremor\niconImage: /images/conditions/headache.svg')
    expect(await errorsIn(await project({ [file]: `${withIcon}${body}` }))).toEqual([])
    const missing = `${withIcon.replace('headache.svg', 'tremor.svg')}${body.replace('hero-brain.svg"', 'nowhere.svg"')}`
    expect(await errorsIn(await project({ [file]: missing }, false))).toEqual([])
  })

  it('finds picture fields at any depth of front-matter or a data file, at their line and column', () => {
    const yaml =
      'name: Clinic\nhero:\n  title: Welcome\n  iconImage: /images/a.svg\ngallery:\n  - /images/b.png\n  - caption: A room\n    src: /images/c.webp\nlinks:\n  - /contact\n'
    const parsed = parseYaml('content/site.yaml', yaml, 1)
    expect(frontmatterImages(parsed.data, parsed.locate)).toEqual([
      { url: '/images/a.svg', line: 4, column: 3 },
      { url: '/images/b.png', line: 6, column: 5 },
      { url: '/images/c.webp', line: 8, column: 5 },
    ])
  })
})

describe('links and pictures are read from the syntax tree', () => {
  it("gives the body's links and pictures with their line and column", async () => {
    const page =
      '---\ntitle: Home\ndescription: Welcome.\n---\n\n# Home\n\nSee [the team](/about) and ![a brain](/images/hero-brain.svg).\n\n<ButtonLink href="/contact">Contact</ButtonLink> <ButtonLink href={"/pricing"}>Prices</ButtonLink>\n\n[staff]: /staff\n[pic]: /images/team.svg\n\nOur [staff][staff] and ![a team][pic].\n'
    const result = await compileMdxFile('content/pages/home.mdx', page)
    expect(result.problems).toEqual([])
    expect(result.links).toEqual([
      { url: '/about', line: 8, column: 5 },
      { url: '/contact', line: 10, column: 13 },
      { url: '/pricing', line: 10, column: 62 },
      { url: '/staff', line: 12, column: 1 },
    ])
    expect(result.images).toEqual([
      { url: '/images/hero-brain.svg', line: 8, column: 28 },
      { url: '/images/team.svg', line: 13, column: 1 },
    ])
  })

  it('ignores links and pictures inside ``` and ~~~ fences and inline code', async () => {
    const body = [
      '# Home',
      '',
      'Write `[words](/no-page-inline)` for a link, and `![words](/images/inline.svg)` for a picture.',
      '',
      '```md',
      '[words](/no-page-fenced) and <ButtonLink href="/no-page-either">Go</ButtonLink>',
      '![words](/images/fenced.svg)',
      '```',
      '',
      '~~~',
      '[words](/no-page-tilde)',
      '~~~',
      '',
      'But [this one](/no-page-at-all) is a link.',
      '',
    ].join('\n')
    const root = await project({ 'content/pages/home.mdx': `---\ntitle: Home\ndescription: Welcome.\n---\n\n${body}` })
    expect(await errorsIn(root)).toEqual([
      'content/pages/home.mdx:19:5  link  no page at /no-page-at-all: link to a page that exists, or add its file (content/pages/no-page-at-all.mdx)',
    ])
  })

  it('still reports a broken link, a broken link definition and a broken link prop at their line and column', async () => {
    const page =
      '---\ntitle: Home\ndescription: Welcome.\n---\n\n# Home\n\nSee [the team](/about/) and [a tremor](/conditions/tremor#causes).\n\n  Or [our staff][staff], [our blog](/blog?page=2)\nand <FeatureCard title="Care" href="/care/" icon="brain">Text</FeatureCard>\n\n[staff]: /staff\n'
    const root = await project({ [file]: frontmatter, 'content/pages/home.mdx': page })
    const message = (path: string) =>
      `no page at ${path}: link to a page that exists, or add its file (content/pages${path}.mdx)`
    expect(await errorsIn(root)).toEqual([
      `content/pages/home.mdx:10:26  link  ${message('/blog')}`,
      `content/pages/home.mdx:11:31  link  ${message('/care')}`,
      `content/pages/home.mdx:13:1  link  ${message('/staff')}`,
    ])
  })
})

/**
 * Photographs made to measure: the build cuts each to its kind's shape around its focus, in widths
 * up to twice its widest place and never wider than the photograph, as AVIF and WebP without the
 * camera's details, and keeps what it made; pages offer the made files with width and height set.
 */
import {
  existsSync,
  mkdtempSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { renderToStaticMarkup } from 'react-dom/server'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { Picture, TextPicture } from '../../components/Picture'
import { records } from '../../lib/content/records'
import { MADE_PICTURES_FILE } from '../../lib/made-pictures'
import { MADE_FORMATS, madeKey, madeWidths, shapeOf, wholeBox, type MadeList } from '../../lib/pictures'
import {
  letGoOfUnused,
  makePictures,
  mergeJobs,
  pictureJobs,
  pictureSizes,
  stripOriginals,
  UnreadablePicture,
  UNUSED_FOR_MS,
  wholeJobs,
} from '../../scripts/build/pictures'

const team = records.team.picture
const posts = records.posts.picture
/** A card's place in this test, of the team's shape (4:3). */
const CARD = { width: 400, height: 300 }
let folder: string
const RED = { r: 220, g: 0, b: 0 }
const BLUE = { r: 0, g: 0, b: 220 }

/** A portrait-shaped photograph, red in its top half and blue below, with camera details and a place. */
async function photograph(file: string, width = 1600, height = 3000) {
  mkdirSync(join(file, '..'), { recursive: true })
  const half = (colour: typeof RED) =>
    sharp({ create: { width, height: height / 2, channels: 3, background: colour } })
      .png()
      .toBuffer()
  await sharp({ create: { width, height, channels: 3, background: BLUE } })
    .composite([{ input: await half(RED), top: 0, left: 0 }])
    .withExif({ IFD0: { Make: 'Camera maker', Model: 'Camera model' }, IFD3: { GPSLatitudeRef: 'N' } })
    .jpeg({ quality: 90 })
    .toFile(file)
}

/** The colour at the middle of a made picture's first row. */
async function topColour(file: string) {
  const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true })
  const at = Math.floor(info.width / 2) * info.channels
  return { r: data[at], g: data[at + 1], b: data[at + 2] }
}
const isNear = (colour: typeof RED, expected: typeof RED) =>
  Math.abs(colour.r - expected.r) < 40 && Math.abs(colour.b - expected.b) < 40

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'pictures-'))
  await photograph(join(folder, 'public/images/team/ada-lim.jpg'))
})
afterAll(() => rmSync(folder, { recursive: true, force: true }))

describe('the sizes made of a photograph', () => {
  test('up to twice the widest place and never wider than the photograph, cut to shape', () => {
    expect(team).toBeDefined()
    expect(posts).toBeDefined()
    // 400 × 300 at its widest: sharp on screens of two pixels a point.
    expect(madeWidths({ width: 4000, height: 3000 }, CARD)).toEqual([400, 800])
    // A portrait-shaped photograph is cut to 4:3 across its whole width.
    expect(madeWidths({ width: 1600, height: 2000 }, CARD)).toEqual([400, 800])
    // A wide, low photograph is as wide as its height allows at 4:3.
    expect(madeWidths({ width: 3000, height: 450 }, CARD)).toEqual([400])
    // Smaller than the smallest width: made at its own width, never enlarged.
    expect(madeWidths({ width: 300, height: 225 }, CARD)).toEqual([300])
    expect(madeWidths({ width: 1000, height: 1000 }, { width: 768, height: 432 })).toEqual([400, 800])
    // Every kind's place: never more than twice its width, nor than the photograph.
    for (const record of Object.values(records) as Array<{ picture?: { width: number; height: number } }>)
      if (record.picture) {
        const widths = madeWidths({ width: 6000, height: 4000 }, record.picture)
        expect(Math.max(...widths)).toBeLessThanOrEqual(2 * record.picture.width)
        expect(Math.max(...madeWidths({ width: 500, height: 4000 }, record.picture))).toBeLessThanOrEqual(500)
      }
  })

  test('one job for each photograph, shape and focus that content names; drawings and kinds that show no picture are left alone', () => {
    const jobs = pictureJobs({
      '/content/team/ada-lim.mdx': { image: '/images/team/ada-lim.jpg', imageFocus: 'top' },
      // Its translation names the same photograph: made once.
      '/content/es/team/ada-lim.mdx': { image: '/images/team/ada-lim.jpg', imageFocus: 'top' },
      '/content/team/bo-tan.mdx': { image: '/images/hero-brain.svg' },
      '/content/team/cy-ng.mdx': {},
      '/content/posts/sleep.mdx': { image: '/images/team/ada-lim.jpg' },
      '/content/conditions/sleep.mdx': { image: '/images/sleep.jpg' },
    })
    expect(jobs).toEqual([
      { image: '/images/team/ada-lim.jpg', box: team, focus: 'top' },
      { image: '/images/team/ada-lim.jpg', box: posts, focus: 'center' },
    ])
  })

  test('cut around its focus, in each width as AVIF and WebP, without the camera details', async () => {
    const site = join(folder, 'site')
    const made = await makePictures(
      [
        { image: '/images/team/ada-lim.jpg', box: CARD, focus: 'top' },
        { image: '/images/team/ada-lim.jpg', box: CARD, focus: 'bottom' },
        { image: '/images/team/missing.jpg', box: CARD, focus: 'center' },
      ],
      join(folder, 'public'),
      site,
    )
    expect(Object.keys(made).sort()).toEqual([
      madeKey('/images/team/ada-lim.jpg', CARD, 'bottom'),
      madeKey('/images/team/ada-lim.jpg', CARD, 'top'),
    ])
    const top = made[madeKey('/images/team/ada-lim.jpg', CARD, 'top')]
    expect(top.files.avif.map((file) => file.width)).toEqual([400, 800])
    expect(top.files.webp.map((file) => file.width)).toEqual([400, 800])
    for (const file of [...top.files.avif, ...top.files.webp]) {
      expect(file.address).toMatch(/^\/_pictures\/team\/ada-lim-[0-9a-f]{10}-\d+\.(avif|webp)$/)
      const meta = await sharp(join(site, file.address)).metadata()
      expect({ width: meta.width, height: meta.height }).toEqual({ width: file.width, height: (file.width * 3) / 4 })
      expect(meta.exif).toBeUndefined()
    }
    expect(top.files.avif[0].address).toMatch(/\.avif$/)
    expect((await sharp(join(site, top.files.webp[0].address)).metadata()).format).toBe('webp')
    // Red above, blue below: the top of the photograph kept for "top", the bottom for "bottom".
    expect(isNear(await topColour(join(site, top.files.webp[1].address)), RED)).toBe(true)
    const bottom = made[madeKey('/images/team/ada-lim.jpg', CARD, 'bottom')]
    expect(isNear(await topColour(join(site, bottom.files.webp[1].address)), BLUE)).toBe(true)
    expect(bottom.files.webp[0].address).not.toBe(top.files.webp[0].address)
  })

  test('kept between builds, and made again under a new name when the photograph changes', async () => {
    const cache = join(folder, 'cache')
    const job = { image: '/images/team/ada-lim.jpg', box: CARD, focus: 'center' as const }
    const first = await makePictures([job], join(folder, 'public'), join(folder, 'first'), cache)
    const kept = readdirSync(cache)
    expect(kept).toHaveLength(madeWidths({ width: 1600, height: 3000 }, CARD).length * MADE_FORMATS.length)
    // Each cached file marked: what the next build serves is the cache's file, not made again.
    for (const name of kept) writeFileSync(join(cache, name), `kept as ${name}`)
    const again = await makePictures([job], join(folder, 'public'), join(folder, 'second'), cache)
    expect(again).toEqual(first)
    for (const file of again[madeKey(job.image, job.box)].files.webp)
      expect(readFileSync(join(folder, 'second', file.address), 'utf8')).toMatch(/^kept as /)
    // A file the cache lost meanwhile (another build let go of it) is made again.
    rmSync(join(cache, kept[0]))
    await makePictures([job], join(folder, 'public'), join(folder, 'lost'), cache)
    expect(readdirSync(cache)).toContain(kept[0])
    expect(readFileSync(join(cache, kept[0]), 'utf8')).not.toMatch(/^kept as /)

    await photograph(join(folder, 'public/images/team/ada-lim.jpg'), 1200, 900)
    const changed = await makePictures([job], join(folder, 'public'), join(folder, 'third'), cache)
    expect(changed[madeKey(job.image, job.box)].files.webp[0].address).not.toBe(
      first[madeKey(job.image, job.box)].files.webp[0].address,
    )
    await photograph(join(folder, 'public/images/team/ada-lim.jpg'))
  })

  test('the cache lets go of what no build has used for a month, and keeps what one took from it', async () => {
    const cache = join(folder, 'cache-used')
    const job = { image: '/images/team/ada-lim.jpg', box: CARD, focus: 'top' as const }
    await makePictures([job], join(folder, 'public'), join(folder, 'used-first'), cache)
    const made = readdirSync(cache)
    const longAgo = new Date(Date.now() - UNUSED_FOR_MS - 24 * 60 * 60 * 1000)
    for (const name of made) utimesSync(join(cache, name), longAgo, longAgo)
    writeFileSync(join(cache, 'old-sizes-400.webp'), 'made for a photograph since changed')
    utimesSync(join(cache, 'old-sizes-400.webp'), longAgo, longAgo)
    writeFileSync(join(cache, 'stopped-400.webp.123.tmp'), 'left by a build that stopped')
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000)
    utimesSync(join(cache, 'stopped-400.webp.123.tmp'), twoHoursAgo, twoHoursAgo)

    // A build takes every file it needs from the cache, and so marks it used.
    await makePictures([job], join(folder, 'public'), join(folder, 'used-second'), cache)
    letGoOfUnused(cache)
    expect(readdirSync(cache).sort()).toEqual([...made].sort())
    letGoOfUnused(cache, Date.now() + UNUSED_FOR_MS + 1000)
    expect(readdirSync(cache)).toEqual([])
  })

  test('where two places of one shape show a photograph, its sizes are made for the wider', () => {
    const image = '/images/clinic.jpg'
    expect(
      mergeJobs([
        { image, box: { width: 480, height: 270 }, focus: 'center' },
        { image, box: { width: 768, height: 432 }, focus: 'center' },
        { image, box: { width: 400, height: 225 }, focus: 'top' },
      ]),
    ).toEqual([
      { image, box: { width: 768, height: 432 }, focus: 'center' },
      { image, box: { width: 400, height: 225 }, focus: 'top' },
    ])
  })

  test('a photograph taken turned (EXIF orientation) is made upright, not squeezed', async () => {
    const publicDir = join(folder, 'turned')
    const file = join(publicDir, 'images/turned.jpg')
    mkdirSync(join(file, '..'), { recursive: true })
    // Stored 1600 × 1200 with red in its top half; the camera notes it is to be turned a quarter clockwise, so red is on the right.
    await sharp({ create: { width: 1600, height: 1200, channels: 3, background: BLUE } })
      .composite([
        {
          input: await sharp({ create: { width: 1600, height: 600, channels: 3, background: RED } })
            .png()
            .toBuffer(),
          top: 0,
          left: 0,
        },
      ])
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toFile(file)
    expect(await pictureSizes(publicDir)).toEqual({ '/images/turned.jpg': { width: 1200, height: 1600 } })
    const made = await makePictures(
      [{ image: '/images/turned.jpg', box: CARD, focus: 'center' }],
      publicDir,
      join(publicDir, 'site'),
    )
    const small = made[madeKey('/images/turned.jpg', CARD)].files.webp[0]
    const { data, info } = await sharp(join(publicDir, 'site', small.address))
      .raw()
      .toBuffer({ resolveWithObject: true })
    expect({ width: info.width, height: info.height }).toEqual({ width: 400, height: 300 })
    const at = (x: number) => {
      const index = (Math.floor(info.height / 2) * info.width + x) * info.channels
      return { r: data[index], g: data[index + 1], b: data[index + 2] }
    }
    expect(isNear(at(10), BLUE)).toBe(true)
    expect(isNear(at(info.width - 10), RED)).toBe(true)
    // The copy served as it is keeps its orientation, alone, so it still shows upright.
    await stripOriginals(await pictureSizes(publicDir), publicDir, join(publicDir, 'served'))
    const served = await sharp(join(publicDir, 'served/images/turned.jpg')).metadata()
    expect(served.orientation).toBe(6)
    expect(served.exif?.length).toBeLessThan(64)
  })

  test('the copy of a photograph the site serves as it is loses its camera details; one without them is left as it is', async () => {
    const publicDir = join(folder, 'public')
    const plain = join(publicDir, 'images/plain.png')
    await sharp({ create: { width: 300, height: 200, channels: 3, background: BLUE } })
      .png()
      .toFile(plain)
    const site = join(folder, 'served')
    const sizes = await pictureSizes(publicDir)
    await stripOriginals(sizes, publicDir, site)
    const served = await sharp(join(site, 'images/team/ada-lim.jpg')).metadata()
    expect(served.exif).toBeUndefined()
    expect({ width: served.width, height: served.height, format: served.format }).toEqual({
      width: 1600,
      height: 3000,
      format: 'jpeg',
    })
    // A JPEG's notes are cut out: its pixels are as they were, and the file is smaller, never larger.
    const original = readFileSync(join(publicDir, 'images/team/ada-lim.jpg'))
    const cut = readFileSync(join(site, 'images/team/ada-lim.jpg'))
    expect(cut.length).toBeLessThan(original.length)
    expect((await sharp(cut).raw().toBuffer()).equals(await sharp(original).raw().toBuffer())).toBe(true)
    expect(existsSync(join(site, 'images/plain.png'))).toBe(false)
    rmSync(plain)
  })

  test('a file that is not a picture sharp reads stops the making, naming it', async () => {
    const publicDir = join(folder, 'broken')
    mkdirSync(join(publicDir, 'images'), { recursive: true })
    writeFileSync(
      join(publicDir, 'images/half.jpg'),
      readFileSync(join(folder, 'public/images/team/ada-lim.jpg')).subarray(0, 2000),
    )
    const making = makePictures(
      [{ image: '/images/half.jpg', box: CARD, focus: 'center' }],
      publicDir,
      join(publicDir, 'site'),
    )
    await expect(making).rejects.toBeInstanceOf(UnreadablePicture)
    await expect(making).rejects.toMatchObject({ image: '/images/half.jpg' })
  })
})

describe('a page offers what was made', () => {
  test('a photograph as AVIF and WebP in its widths, sized for its place, with width and height', async () => {
    const out = join(folder, 'build')
    mkdirSync(join(out, 'server'), { recursive: true })
    const made = await makePictures(
      [{ image: '/images/team/ada-lim.jpg', box: CARD, focus: 'top' }],
      join(folder, 'public'),
      join(out, 'client'),
    )
    const list: MadeList = { sizes: {}, made }
    writeFileSync(join(out, 'server', MADE_PICTURES_FILE), JSON.stringify(list))
    vi.stubEnv('BUILD_OUT_DIR', out)
    try {
      // The card's place is 400 × 300: the team's shape (4:3), so it takes the files made for it.
      expect(shapeOf(CARD)).toBe(shapeOf(team!))
      const html = renderToStaticMarkup(
        <Picture
          src="/images/team/ada-lim.jpg"
          alt="Dr. Ada Lim"
          width={400}
          height={300}
          focus="top"
          loading="lazy"
        />,
      )
      const [small, large] = made[madeKey('/images/team/ada-lim.jpg', CARD, 'top')].files.avif
      expect(html).toMatch(/^<picture><source type="image\/avif" srcSet="[^"]+" sizes="[^"]+"\/><img /)
      expect(html).toContain(`${small.address} 400w, ${large.address} 800w`)
      expect(html).toContain('alt="Dr. Ada Lim" width="400" height="300" loading="lazy"')
      expect(html).not.toContain('/images/team/ada-lim.jpg')
      // Another focus was not made: the photograph as it is.
      expect(
        renderToStaticMarkup(<Picture src="/images/team/ada-lim.jpg" alt="Dr. Ada Lim" width={400} height={300} />),
      ).toMatch(/<img src="[^"]*\/images\/team\/ada-lim\.jpg" alt="Dr\. Ada Lim" width="400" height="300"\/>$/)
    } finally {
      vi.unstubAllEnvs()
    }
  })

  test('a drawing, and any picture where the build made nothing (the live preview), as it is', () => {
    for (const src of ['/images/hero-brain.svg', '/images/team/ada-lim.jpg'])
      expect(renderToStaticMarkup(<Picture src={src} alt="A brain" width={480} height={400} />)).toMatch(
        /<img src="[^"]+" alt="A brain" width="480" height="400"\/>$/,
      )
  })

  test("a picture placed without a size (in a page's text, a map) gets its own: a drawing as its file says, a photograph made whole, at most a text column wide", async () => {
    const publicDir = join(folder, 'public')
    writeFileSync(
      join(publicDir, 'images/map.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360"><rect width="640" height="360"/></svg>',
    )
    const sizes = await pictureSizes(publicDir)
    expect(sizes).toEqual({
      '/images/map.svg': { width: 640, height: 360 },
      '/images/team/ada-lim.jpg': { width: 1600, height: 3000 },
    })
    // Only a photograph a page's body names: one no page shows is not made.
    expect(wholeJobs(sizes, ['# Our rooms\n\nNo pictures here.\n'])).toEqual([])
    const jobs = wholeJobs(sizes, ['![Dr. Ada Lim](/images/team/ada-lim.jpg)\n'])
    expect(jobs).toEqual([{ image: '/images/team/ada-lim.jpg', box: { width: 768, height: 1440 }, focus: 'center' }])
    expect(wholeBox({ width: 300, height: 200 })).toEqual({ width: 300, height: 200 })
    const out = join(folder, 'whole')
    mkdirSync(join(out, 'server'), { recursive: true })
    const list: MadeList = { sizes, made: await makePictures(jobs, publicDir, join(out, 'client')) }
    writeFileSync(join(out, 'server', MADE_PICTURES_FILE), JSON.stringify(list))
    vi.stubEnv('BUILD_OUT_DIR', out)
    try {
      expect(renderToStaticMarkup(<TextPicture src="/images/map.svg" alt="The way from the station" />)).toMatch(
        /<img src="[^"]*\/images\/map\.svg" alt="The way from the station" width="640" height="360" loading="lazy"\/>$/,
      )
      const whole = renderToStaticMarkup(<TextPicture src="/images/team/ada-lim.jpg" alt="Dr. Ada Lim" />)
      expect(whole).toMatch(/^<picture><source type="image\/avif" srcSet="[^"]+ 400w, [^"]+ 800w, [^"]+ 1200w"/)
      expect(whole).toContain('alt="Dr. Ada Lim" width="768" height="1440" loading="lazy"')
      // A picture on another site is shown as it is.
      expect(renderToStaticMarkup(<TextPicture src="https://example.org/a.png" alt="A" />)).toBe(
        '<img src="https://example.org/a.png" alt="A" loading="lazy"/>',
      )
    } finally {
      vi.unstubAllEnvs()
    }
  })
})

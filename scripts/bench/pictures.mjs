// Pictures: every picture a page shows has its width and height, and none is fetched larger than
// twice the largest size it shows at. The real site's pictures are drawings until the clinic sends
// its photographs, so this part builds a temporary copy with a photograph as a phone takes it
// (3,000 × 2,000 px) in each place one goes: a clinician, a service, a post, a video, and a page's
// text. Then it opens every page of that build at a phone's, a small tablet's and a desktop's width
// (one pixel a point, so the file chosen is the one the place needs) and measures each picture.
import { chromium } from '@playwright/test'
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import sharp from 'sharp'
import { findBrowser } from '../find-browser.mjs'
import { budget, discoverRoutes, kB, makeProjectCopy, runBuild, serveBuild } from './common.mjs'

/** A phone, a small tablet (cards in one column, as wide as it) and a desktop. */
const WIDTHS = [375, 700, 1280]
const PHOTO = { width: 3000, height: 2000 }

/** A photograph-like JPEG: a lit wall, a window and a figure, at a camera's size. */
async function photograph(file, hue) {
  const { width, height } = PHOTO
  mkdirSync(dirname(file), { recursive: true })
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue} 40% 80%)"/><stop offset="1" stop-color="hsl(${hue} 35% 30%)"/>
    </linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#g)"/>
    <rect x="${width * 0.08}" y="${height * 0.1}" width="${width * 0.3}" height="${height * 0.5}" fill="hsl(${hue} 30% 92%)"/>
    <circle cx="${width * 0.62}" cy="${height * 0.34}" r="${height * 0.14}" fill="hsl(25 45% 70%)"/>
    <rect x="${width * 0.47}" y="${height * 0.5}" width="${width * 0.3}" height="${height * 0.5}" rx="${height * 0.12}" fill="hsl(${hue} 20% 96%)"/>
  </svg>`
  await sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toFile(file)
}

/** Replaces a front-matter line `name: …` of a content file, or adds it before the front-matter ends. */
function setFields(file, fields) {
  let text = readFileSync(file, 'utf8')
  const end = text.indexOf('\n---', 3)
  let head = text.slice(0, end)
  for (const [name, value] of Object.entries(fields)) {
    const line = new RegExp(`^${name}:.*$`, 'm')
    head = line.test(head) ? head.replace(line, `${name}: ${value}`) : `${head}\n${name}: ${value}`
  }
  text = head + text.slice(end)
  writeFileSync(file, text)
}

/** Puts a photograph in each place one goes, in the copy at `dir`; returns the photographs, by where they are. */
async function addPhotographs(dir) {
  const places = [
    {
      place: 'a clinician (content/team/elena-ruiz.mdx)',
      file: 'content/team/elena-ruiz.mdx',
      image: '/images/team/bench-elena-ruiz.jpg',
      fields: { imageAlt: 'Dr. Elena Ruiz in her clinic room', imageConsent: '2026-11-20', imageFocus: 'top' },
    },
    {
      place: 'a service (content/services/memory.mdx)',
      file: 'content/services/memory.mdx',
      image: '/images/bench-service.jpg',
    },
    {
      place: 'a post (content/posts/your-first-neurology-visit.mdx)',
      file: 'content/posts/your-first-neurology-visit.mdx',
      image: '/images/bench-post.jpg',
    },
    {
      place: 'a video (content/videos/managing-migraine.mdx)',
      file: 'content/videos/managing-migraine.mdx',
      image: '/images/bench-video.jpg',
    },
  ]
  let hue = 190
  for (const { file, image, fields = {} } of places) {
    await photograph(join(dir, 'public', image), (hue += 25))
    setFields(join(dir, file), { image, ...fields })
  }
  // A photograph in a page's text, written in Markdown.
  const text = { place: "a page's text (content/pages/about.mdx)", image: '/images/bench-room.jpg' }
  await photograph(join(dir, 'public', text.image), 40)
  const about = join(dir, 'content/pages/about.mdx')
  writeFileSync(
    about,
    `${readFileSync(about, 'utf8').trimEnd()}\n\n![The waiting room, with chairs by a window](${text.image})\n`,
  )
  return [...places, text]
}

export async function runPictures() {
  const copy = makeProjectCopy('pictures')
  console.log('Building a temporary copy with a photograph in each place one goes ...')
  const photographs = await addPhotographs(copy.dir)
  runBuild(copy.dir)
  const clientDir = join(copy.dir, 'dist/client')
  const routes = discoverRoutes(clientDir).map((page) => page.route)
  const { origin } = await serveBuild(clientDir)
  const browser = await chromium.launch({ executablePath: findBrowser(), args: ['--no-sandbox'] })
  /** Each picture file fetched, by its address: where it showed largest, its width, and its own. */
  const fetched = new Map()
  const unsized = []
  let count = 0
  try {
    for (const width of WIDTHS) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, deviceScaleFactor: 1 })
      const page = await context.newPage()
      for (const route of routes) {
        await page.goto(`${origin}${route}`, { waitUntil: 'load' })
        const pictures = await page.evaluate(async () => {
          const images = [...document.images]
          // Pictures further down load as a visitor scrolls to them; here at once.
          for (const image of images) image.loading = 'eager'
          await Promise.all(images.map((image) => image.decode().catch(() => {})))
          return images.map((image) => ({
            name: image.getAttribute('src'),
            file: image.currentSrc,
            sized: image.hasAttribute('width') && image.hasAttribute('height'),
            shown: image.getBoundingClientRect().width,
          }))
        })
        for (const picture of pictures) {
          count++
          if (!picture.sized) unsized.push(`${route} ${picture.name}`)
          const path = new URL(picture.file, origin).pathname
          // A drawing has no pixels to waste, and a picture in a closed tab shows nowhere.
          if (/\.svg$/i.test(path) || !picture.shown) continue
          const seen = fetched.get(path)
          if (!seen || picture.shown > seen.shown) {
            const file = join(clientDir, path)
            // The file's own pixels: the browser's naturalWidth is scaled by the width srcset says it has.
            const { width: own } = await sharp(file).metadata()
            fetched.set(path, { route, width, shown: picture.shown, own, bytes: statSync(file).size })
          }
        }
      }
      await context.close()
    }
  } finally {
    await browser.close()
  }
  const rows = [...fetched].map(([path, seen]) => [
    path,
    `${seen.route} at ${seen.width} px`,
    `${Math.round(seen.shown)} px`,
    `${seen.own} px`,
    `${(seen.own / seen.shown).toFixed(2)}×`,
    kB(seen.bytes),
  ])
  const ratios = [...fetched.values()].map((seen) => seen.own / seen.shown)
  const worst = Math.max(0, ...ratios)
  const smallest = Math.min(Number.POSITIVE_INFINITY, ...ratios)
  const originals = photographs.map(({ image }) => statSync(join(copy.dir, 'public', image)).size)
  const largest = Math.max(0, ...[...fetched.values()].map((seen) => seen.bytes))
  return {
    tables: [
      {
        title: `Photographs fetched (${PHOTO.width} × ${PHOTO.height} px JPEGs of ${kB(Math.min(...originals))} to ${kB(Math.max(...originals))}, in ${photographs.map((photo) => photo.place).join(', ')}), each where it shows largest, at ${WIDTHS.slice(0, -1).join(', ')} and ${WIDTHS.at(-1)} px`,
        headers: ['file fetched', 'shown largest on', 'shown', 'file width', 'file / shown', 'bytes'],
        rows,
      },
    ],
    notes: [
      `${count} pictures on ${routes.length} pages at ${WIDTHS.length} widths; drawings (SVG) are sized but scale without waste, so only photographs are measured against their place.`,
      `The largest photograph file fetched is ${kB(largest)}; the photographs the writer added were ${kB(Math.min(...originals))} to ${kB(Math.max(...originals))}. They are drawn in flat colours, so every file is smaller than a real photograph's would be: the budgets hold widths, which do not depend on that.`,
    ],
    budgets: [
      budget(
        'every picture has its width and height',
        unsized.length,
        0,
        unsized.length === 0,
        unsized.length ? `${unsized.length} without: ${unsized.slice(0, 3).join(', ')}` : `all ${count}`,
      ),
      budget(
        'no photograph fetched wider than twice the largest size it shows at',
        worst,
        2,
        fetched.size > 0 && worst <= 2,
        fetched.size ? `at most ${worst.toFixed(2)}× (${fetched.size} files)` : 'no photograph was fetched',
      ),
      // The photographs are far wider than any place: a file narrower than its place was chosen wrongly (its sizes attribute).
      budget(
        'no photograph fetched narrower than the largest size it shows at',
        smallest,
        1,
        fetched.size > 0 && smallest >= 1,
        fetched.size ? `at least ${smallest.toFixed(2)}×` : 'no photograph was fetched',
      ),
    ],
  }
}

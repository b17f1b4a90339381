import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { buildSearchIndex, runPagefind, searchablePart } from '../../scripts/build/search'

/** A page shaped as the site writes them: a head, a header with menus, one searchable <main>, a footer. */
const page = (lang: string, title: string, words: string, extra = '') =>
  `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${title} | The Institute</title><meta name="description" content="About ${title}"></head>
<body><header><nav><a href="/">Home</a><a href="/conditions">Conditions we treat</a><p>Menu words for every page</p></nav></header>
<main id="main-content" tabindex="-1" data-pagefind-body="" class="Main">
<h1>${title}</h1><p>${words}</p><aside data-pagefind-ignore=""><p>Call 911 in an emergency</p></aside>
<img src="/images/${title}.svg" alt="${title} picture"><h2 id="more">More</h2><p>Further words about ${title}.</p>
</main>${extra}
<footer><p data-pagefind-ignore="">Footer words, copyright and links</p></footer></body></html>
`

const pages: Record<string, string> = {
  'index.html': page('en', 'Home', 'Expert neurology care for the brain and nerves'),
  'conditions/stroke/index.html': page('en', 'Stroke', 'A stroke happens when blood flow to the brain stops'),
  'conditions/sleep/index.html': page('en', 'Sleep', 'Sleep disorders include insomnia and sleep apnea'),
  'es/conditions/stroke/index.html': page('es', 'Accidente cerebrovascular', 'Un accidente cerebrovascular ocurre'),
  'about/index.html': page('en', 'About', 'We are a team of neurologists'),
}

const folders: string[] = []
const folder = () => {
  const made = mkdtempSync(join(tmpdir(), 'search-part-'))
  folders.push(made)
  return made
}
afterAll(() => folders.forEach((made) => rmSync(made, { recursive: true, force: true })))

/** A new folder holding `files`, by path. */
function folderWith(files: Record<string, string>): string {
  const site = folder()
  // In path order, as the build writes them: Pagefind numbers pages in the order it finds their files.
  for (const [file, html] of Object.entries(files).sort(([a], [b]) => (a < b ? -1 : 1))) {
    mkdirSync(dirname(join(site, file)), { recursive: true })
    writeFileSync(join(site, file), html)
  }
  return site
}

/** Every file under `dir`, by path, with its bytes. */
function filesOf(dir: string): Map<string, string> {
  const found = new Map<string, string>()
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true }))
      if (entry.isDirectory()) walk(join(at, entry.name))
      else found.set(relative(dir, join(at, entry.name)), readFileSync(join(at, entry.name), 'latin1'))
  }
  walk(dir)
  return found
}

describe('what Pagefind reads of a page', () => {
  test('is the <html> tag, the title and the one <main>, without the menus and the footer', () => {
    const part = searchablePart(pages['conditions/stroke/index.html'])
    expect(part).toContain('<html lang="en">')
    expect(part).toContain('<title>Stroke | The Institute</title>')
    expect(part).toContain('<h1>Stroke</h1>')
    expect(part).toContain('Further words about Stroke.</p>\n</main>')
    expect(part).not.toContain('Menu words')
    expect(part).not.toContain('Footer words')
  })

  test.each([
    ['a page without a searchable <main>', page('en', 'Plain', 'Words').replace(' data-pagefind-body=""', '')],
    ['a page with two <main> elements', page('en', 'Two', 'Words', '<main><p>Another</p></main>')],
    [
      'a page that gives Pagefind a value outside its <main>',
      page('en', 'Meta', 'Words', '<p data-pagefind-meta="topic:x">x</p>'),
    ],
    ['a page without an <html> tag', page('en', 'Bare', 'Words').replace(/<html[^>]*>/, '')],
  ])('is the whole page for %s', (_, html) => {
    expect(searchablePart(html)).toBe(html)
  })

  test('gives the same index as the whole pages', async () => {
    const site = folderWith(pages)
    const whole = join(folder(), 'index')
    const cut = join(folder(), 'index')
    expect(await runPagefind(site, whole)).toBe(Object.keys(pages).length)
    await buildSearchIndex(site, { outDir: cut, workDir: join(folder(), 'work') })
    const wholeFiles = filesOf(whole)
    const cutFiles = filesOf(cut)
    // Pagefind lists its languages in no fixed order; the build sorts them (inLanguageOrder).
    for (const files of [wholeFiles, cutFiles]) {
      const entry = JSON.parse(files.get('pagefind-entry.json')!) as { languages: Record<string, unknown> }
      files.set(
        'pagefind-entry.json',
        JSON.stringify(
          Object.keys(entry.languages)
            .sort()
            .map((l) => entry.languages[l]),
        ),
      )
      files.delete('parts.json')
    }
    expect([...cutFiles.keys()].sort()).toEqual([...wholeFiles.keys()].sort())
    for (const [file, bytes] of wholeFiles) expect(cutFiles.get(file), file).toBe(bytes)
  }, 60_000)

  test('kept for the next build, gives the index of what the site holds now, and holds no page gone since', async () => {
    const kept = join(folder(), 'kept')
    const index = async (files: Record<string, string>) => {
      const site = folderWith(files)
      const fromKept = join(folder(), 'index')
      const fromNothing = join(folder(), 'index')
      await buildSearchIndex(site, { outDir: fromKept, workDir: join(folder(), 'work'), keptDir: kept })
      await buildSearchIndex(site, { outDir: fromNothing, workDir: join(folder(), 'work') })
      expect([...filesOf(kept).keys()].sort()).toEqual(Object.keys(files).sort())
      for (const [file, html] of Object.entries(files)) expect(filesOf(kept).get(file), file).toBe(searchablePart(html))
      expect(filesOf(fromKept)).toEqual(filesOf(fromNothing))
    }
    await index(pages)
    // Since then: a page gone and a page changed; then a page added.
    const { 'about/index.html': _gone, ...rest } = pages
    const changed = {
      ...rest,
      'conditions/sleep/index.html': page('en', 'Sleep', 'Narcolepsy makes people very sleepy in the day'),
    }
    await index(changed)
    await index({
      ...changed,
      'conditions/migraine/index.html': page('en', 'Migraine', 'A migraine is a strong headache'),
    })
  }, 60_000)

  test('reads no page a build kept from the build its copies were cut from, and every page otherwise', async () => {
    const kept = join(folder(), 'kept')
    const site = folderWith(pages)
    const options = () => ({ outDir: join(folder(), 'index'), workDir: join(folder(), 'work'), keptDir: kept })
    const indexA = options().outDir
    await buildSearchIndex(site, { ...options(), outDir: indexA, madeFrom: 'build A' })
    expect(filesOf(kept).get('.cut-from')).toBe('build A')
    // A page kept from build A has build A's bytes; it is changed here only to tell whether it is read.
    const readAgain = page('en', 'About', 'These words are read only when the page is')
    writeFileSync(join(site, 'about/index.html'), readAgain)
    const keptFromA = { inputs: 'build A', files: new Set(['about/index.html', 'index.html']), index: indexA }
    await buildSearchIndex(site, { ...options(), madeFrom: 'build B', pagesKept: keptFromA })
    expect(filesOf(kept).get('about/index.html')).toBe(searchablePart(pages['about/index.html']))
    expect(filesOf(kept).get('.cut-from')).toBe('build B')
    // The copies are now build B's: pages said to be kept from build A are read, as every other.
    await buildSearchIndex(site, { ...options(), madeFrom: 'build C', pagesKept: keptFromA })
    expect(filesOf(kept).get('about/index.html')).toBe(searchablePart(readAgain))
    expect([...filesOf(kept).keys()].sort()).toEqual(['.cut-from', '.parts', ...Object.keys(pages)].sort())
  }, 60_000)

  test('indexes a part from a folder of its own pages when a name would not do in a glob', async () => {
    const odd = { ...pages, 'conditions/a(b)/index.html': page('en', 'Odd', 'A page whose folder has brackets') }
    const site = folderWith(odd)
    const index = await buildSearchIndex(site, {
      outDir: join(folder(), 'index'),
      workDir: join(folder(), 'work'),
      pagesPerPart: 2,
    })
    expect(index.pages).toBe(Object.keys(odd).length)
    expect(index.parts.flatMap((part) => part.files).sort()).toEqual(Object.keys(odd).sort())
  }, 60_000)

  test('indexes again only the parts whose pages changed, and gives the index of the site as it is now', async () => {
    const kept = join(folder(), 'kept')
    const site = folderWith(pages)
    const options = (outDir: string) => ({ outDir, workDir: join(folder(), 'work'), keptDir: kept, pagesPerPart: 2 })
    const indexA = join(folder(), 'index')
    const a = await buildSearchIndex(site, { ...options(indexA), madeFrom: 'build A' })
    // In the site's order: about and sleep, the two strokes, the home page.
    expect(a.parts.map((part) => part.folder)).toEqual(['', 'part-2/', 'part-3/'])
    expect(a.parts[2].files).toEqual(['index.html'])
    const changed = page('en', 'Home', 'Neurology care close to home, for every age')
    writeFileSync(join(site, 'index.html'), changed)
    const unchanged = Object.keys(pages).filter((file) => file !== 'index.html')
    const indexB = join(folder(), 'index')
    await buildSearchIndex(site, {
      ...options(indexB),
      madeFrom: 'build B',
      pagesKept: { inputs: 'build A', files: new Set(unchanged), index: indexA },
    })
    const fresh = join(folder(), 'index')
    await buildSearchIndex(site, { outDir: fresh, workDir: join(folder(), 'work'), pagesPerPart: 2 })
    expect(filesOf(indexB)).toEqual(filesOf(fresh))
    expect(filesOf(indexB)).not.toEqual(filesOf(indexA))
    // The first two parts are build A's own files; the third, which holds the changed page, is new.
    const same = (file: string) => statSync(join(indexA, file)).ino === statSync(join(indexB, file)).ino
    expect(same('pagefind-entry.json')).toBe(true)
    expect(same('part-2/pagefind-entry.json')).toBe(true)
    expect(same('part-3/pagefind-entry.json')).toBe(false)
  }, 60_000)
})

import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkContent } from '../../lib/content/check'
import { contentFingerprint, dataFingerprint, FINGERPRINT, fingerprintOf } from '../../lib/content/fingerprint'
import { clinicalText } from '../../lib/content/review'
import { normalizeSource, splitFrontmatter } from '../../lib/content/frontmatter'
import {
  isTranslation,
  outdatedTranslations,
  recordFor,
  startTranslation,
  withRecord,
  wordDiff,
} from '../../lib/content/translations'
import { spanishEaseOf, spanishSyllables } from '../../lib/content/readability'
import { addressIn, languageOfFile, sourceFileOf, splitAddress, translationFileOf } from '../../lib/language'
import { copyOfProject, writersEnvironment } from './project-fixture'
import { navigation, site } from '../../lib/site'
import { navigationSchema, siteSchema } from '../../lib/content/schema'
import { assertPageLanguage, getCollection } from '../../lib/content/collections'

describe('languages of files and addresses', () => {
  it('finds a translation beside its source, under its language', () => {
    expect(languageOfFile('content/es/conditions/stroke.mdx')).toBe('es')
    expect(languageOfFile('content/conditions/stroke.mdx')).toBe('en')
    expect(sourceFileOf('content/es/pages/partners/hospitals.mdx')).toBe('content/pages/partners/hospitals.mdx')
    expect(translationFileOf('content/conditions/sleep.mdx', 'es')).toBe('content/es/conditions/sleep.mdx')
  })

  it('puts Spanish pages under /es/ and reads the language back from the address', () => {
    expect(addressIn('es', '/')).toBe('/es')
    expect(addressIn('es', '/conditions/stroke')).toBe('/es/conditions/stroke')
    expect(addressIn('en', '/contact')).toBe('/contact')
    expect(splitAddress('/es/conditions/stroke')).toEqual({ language: 'es', address: '/conditions/stroke' })
    expect(splitAddress('/es')).toEqual({ language: 'es', address: '/' })
    // An English address that merely starts with the letters is English.
    expect(splitAddress('/essentials')).toEqual({ language: 'en', address: '/essentials' })
  })
})

describe('a page in one language', () => {
  // Any published translation of a page of its own, whichever the content has.
  const translation = getCollection('conditions', 'es').find((entry) => entry.address && isTranslation(entry.file))
  it('is refused when it shows the words of its source though their translation is published', () => {
    expect(translation, 'a published Spanish condition page to try').toBeDefined()
    const { address, file } = translation!
    const source = sourceFileOf(file)
    expect(() => assertPageLanguage(splitAddress(address!).address, source, 'es')).toThrow(
      `${address} is a page in es but shows ${source}, in en, though its translation ${file} is published`,
    )
    expect(() => assertPageLanguage(splitAddress(address!).address, file, 'es')).not.toThrow()
    expect(() => assertPageLanguage(splitAddress(address!).address, source, 'en')).not.toThrow()
  })

  it('may show a file that has no translation into its language', () => {
    const untranslated = getCollection('team', 'en')[0]
    expect(untranslated, 'a team member, who has no Spanish page').toBeDefined()
    expect(() => assertPageLanguage('/about', untranslated.file, 'es')).not.toThrow()
  })
})

describe("a page's data", async () => {
  const { routeData } = await import('../../lib/content/route-data')
  const { pageCollections } = await import('../../lib/content/records')
  /** Every crumb of a page's trail that is not in `language`, as "file: path". */
  const foreignCrumbs = (entry: Parameters<typeof routeData>[0], language: 'en' | 'es') =>
    (routeData(entry, { language }).head.breadcrumbs ?? [])
      .filter((crumb) => splitAddress(crumb.path).language !== language)
      .map((crumb) => `${entry.file}: ${crumb.path}`)

  it("keeps a translation's trail in its language, from its language's home page to its own address", () => {
    const translated = pageCollections.flatMap((name) => getCollection(name, 'es').filter((entry) => entry.address))
    expect(translated.length, 'published Spanish pages to try').toBeGreaterThan(0)
    expect(translated.flatMap((entry) => foreignCrumbs(entry, 'es'))).toEqual([])
  })

  it('does so for every kind of page, a post too', () => {
    // A translated post, as a writer would add one: the English post's entry, in Spanish at its Spanish address.
    const post = getCollection('posts', 'en')[0]
    expect(post, 'a post to translate').toBeDefined()
    const spanish = { ...post, language: 'es' as const, address: addressIn('es', post.address!) }
    expect(foreignCrumbs(spanish, 'es')).toEqual([])
    expect(routeData(spanish, { language: 'es' }).head.breadcrumbs?.at(-1)?.path).toBe(spanish.address)
  })
})

describe('the site words of the page being rendered', () => {
  it('give every detail of content/site.yaml, in the page language where a translation has it', () => {
    expect(Object.keys(site).sort()).toEqual(Object.keys(siteSchema.shape).sort())
    expect(Object.keys(navigation).sort()).toEqual(Object.keys(navigationSchema.shape).sort())
  })
})

describe('the content fingerprint', () => {
  it('is the same for the same words whatever the line endings or a byte-order mark, and differs for one changed word', () => {
    const text = '---\nname: A\n---\n\nSome words.\n'
    const file = 'content/conditions/a.mdx'
    expect(contentFingerprint(file, text)).toMatch(FINGERPRINT)
    expect(contentFingerprint(file, `\uFEFF${text.replace(/\n/g, '\r\n')}`)).toBe(contentFingerprint(file, text))
    expect(contentFingerprint(file, text.replace('Some', 'Other'))).not.toBe(contentFingerprint(file, text))
  })

  it('is the one a clinician signs: fields a reader does not read (order, icon, draft, the reviewer, the record itself) change nothing', () => {
    const file = 'content/conditions/a.mdx'
    const text = '---\nname: A\norder: 1\niconName: tremor\nclinicalTopic: movement\n---\n\nSome words.\n'
    expect(contentFingerprint(file, text)).toBe(fingerprintOf(clinicalText('conditions', text)))
    const moved =
      '---\norder: 7\niconName: brain\ndraft: true\nreviewer: someone\ntranslation:\n  source: "sha256:0"\nname: A\nclinicalTopic: movement\n---\n\nSome words.\n'
    expect(contentFingerprint(file, moved)).toBe(contentFingerprint(file, text))
    expect(contentFingerprint(file, text.replace('name: A', 'name: B'))).not.toBe(contentFingerprint(file, text))
  })

  it('of data does not depend on the order of its keys', () => {
    expect(dataFingerprint({ a: 1, b: [1, { c: 2, d: 3 }] })).toBe(dataFingerprint({ b: [1, { d: 3, c: 2 }], a: 1 }))
  })

  it('of the urgent cards is recorded only for a source that has one', () => {
    expect(
      recordFor('content/conditions/a.mdx', '---\nname: A\nurgent: { title: T, signs: [S], action: A }\n---\n').urgent,
    ).toMatch(FINGERPRINT)
    expect(recordFor('content/pages/a.mdx', '---\ntitle: A\n---\n').urgent).toBeUndefined()
  })
})

describe('a word diff of the English', () => {
  it('shows removed and added words with the words around them', () => {
    expect(wordDiff('Call the office during opening hours today.', 'Call the clinic during opening hours today.')).toBe(
      '…Call the [-office-]{+clinic+} during opening hours today.…',
    )
  })
})

describe('a new translation and its record', () => {
  const sourceFile = 'content/conditions/sleep.mdx'
  const source =
    '---\nname: Sleep\norder: 5\nurgent: { title: Call 911, signs: [Sudden weakness], action: Call 911 now. }\n---\n\nWords to translate.\n'

  it('starts from its source as a draft, with the source and its urgent cards recorded', () => {
    const started = startTranslation(sourceFile, source)
    const data = parse(splitFrontmatter(started).yaml ?? '') as Record<string, unknown>
    expect(data.draft).toBe(true)
    expect(data.translation).toEqual(recordFor(sourceFile, source))
    expect(started).toContain('Words to translate.')
  })

  it('replaces an older record in place', () => {
    const older = withRecord(
      '---\ntranslation:\n  source: "sha256:0000000000000000"\nname: Sueño\n---\n',
      recordFor(sourceFile, source),
    )
    expect(parse(splitFrontmatter(older).yaml ?? '')).toEqual({
      translation: recordFor(sourceFile, source),
      name: 'Sueño',
    })
  })
})

describe('Spanish reading ease', () => {
  it('counts Spanish syllables, diphthongs as one and hiatus as two', () => {
    expect(spanishSyllables('casa')).toBe(2)
    expect(spanishSyllables('bueno')).toBe(2)
    expect(spanishSyllables('cuidado')).toBe(3)
    expect(spanishSyllables('día')).toBe(2)
    expect(spanishSyllables('leer')).toBe(2)
    expect(spanishSyllables('muy')).toBe(1)
    expect(spanishSyllables('neurológica')).toBe(5)
  })

  it('is the Fernández-Huerta formula: 206.84 − 0.60 × syllables per 100 words − 1.02 × sentences per 100 words', () => {
    expect(spanishEaseOf({ words: 100, syllables: 200, sentences: 5 })).toBe(81.7)
    expect(spanishEaseOf({ words: 0, syllables: 0, sentences: 0 })).toBeNull()
  })
})

/**
 * The check in a copy of the project, in git: a translation follows its source until the source
 * changes. The changes are made to whatever the English file says today (its first symptom, its urgent
 * action), never to words fixed here.
 */
describe('a translation whose source changes', () => {
  const source = 'content/conditions/stroke.mdx'
  const translation = 'content/es/conditions/stroke.mdx'
  let dir: string
  const front = () =>
    parse(splitFrontmatter(normalizeSource(readFileSync(join(dir, source), 'utf8'))).yaml ?? '') as {
      symptoms: string[]
      urgent: { action: string }
    }
  const problemsOf = async (file: string) =>
    (await checkContent(dir, undefined, { compareWithMain: false })).problems.filter((p) => p.file === file)

  beforeAll(() => {
    dir = copyOfProject(process.cwd())
  })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('is not outdated while its source is as it was', async () => {
    expect((await problemsOf(translation)).filter((p) => p.field.startsWith('translation'))).toEqual([])
  })

  it('is outdated once one symptom changes in the English: a warning with the English word diff, and npm run changes lists it', async () => {
    const [symptom] = front().symptoms
    const text = readFileSync(join(dir, source), 'utf8')
    writeFileSync(join(dir, source), text.replace(`  - ${symptom}\n`, `  - ${symptom} and numbness\n`))
    const problems = (await problemsOf(translation)).filter((p) => p.field.startsWith('translation'))
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatchObject({ field: 'translation.source', severity: 'warning' })
    expect(problems[0].message).toContain(`outdated: ${source} changed`)
    expect(problems[0].message).toContain('{+and numbness+}')
    expect(outdatedTranslations(dir, [translation])).toEqual([
      { file: translation, sourceFile: source, urgentStale: false },
    ])
  })

  it('fails the check once the urgent card changes in the English, until the translation follows (npm run translated)', async () => {
    const { action } = front().urgent
    const text = readFileSync(join(dir, source), 'utf8')
    writeFileSync(join(dir, source), text.replace(action, `${action} Stay with the person.`))
    const problems = (await problemsOf(translation)).filter((p) => p.severity === 'error')
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatchObject({ file: translation, field: 'translation.urgent' })
    expect(problems[0].message).toContain(`the urgent cards of ${source}`)

    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/translated.ts', translation], {
      cwd: dir,
      env: writersEnvironment(),
    })
    expect((await problemsOf(translation)).filter((p) => p.field.startsWith('translation'))).toEqual([])
  })

  it('fails the check once the English emergency line changes, until content/es/site.yaml follows (npm run translated)', async () => {
    const site = readFileSync(join(dir, 'content/site.yaml'), 'utf8')
    const { line } = (parse(site) as { emergency: { line: string } }).emergency
    writeFileSync(join(dir, 'content/site.yaml'), site.replace(line, `${line} Stay with the person.`))
    const problems = (await problemsOf('content/es/site.yaml')).filter((p) => p.severity === 'error')
    expect(problems.map((p) => p.field)).toEqual(['translation.emergency'])
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/translated.ts', 'content/es/site.yaml'], {
      cwd: dir,
      env: writersEnvironment(),
    })
    expect(await problemsOf('content/es/site.yaml')).toEqual([])
  })

  it('refuses an urgent card that loses a sign or changes a number in translation, and npm run translated will not record it', async () => {
    const text = readFileSync(join(dir, translation), 'utf8')
    const { urgent } = parse(splitFrontmatter(normalizeSource(text)).yaml ?? '') as {
      urgent: { signs: string[]; title: string }
    }
    // One sign left out, and 911 turned into 912 in the card's title.
    const shortened = text
      .split('\n')
      .filter((line) => !line.includes(urgent.signs.at(-1)!))
      .join('\n')
      .replace(urgent.title, urgent.title.replace('911', '912'))
    expect(shortened).not.toBe(text)
    writeFileSync(join(dir, translation), shortened)
    const problems = (await problemsOf(translation)).filter((p) => p.severity === 'error' && p.field === 'urgent')
    expect(problems.map((p) => p.message)).toEqual([
      expect.stringMatching(/^lists \d+ signs, and its source \d+: an emergency card gives every sign/),
      expect.stringMatching(/^gives the numbers .*912.*, and its source .*: keep every number/),
    ])
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/translated.ts', translation], {
      cwd: dir,
      env: writersEnvironment(),
      encoding: 'utf8',
    })
    expect(run.status).toBe(1)
    expect(run.stderr).toContain(`${translation} was not recorded as following ${source}`)
    expect(readFileSync(join(dir, translation), 'utf8')).toBe(shortened)
    writeFileSync(join(dir, translation), text)
  })

  it('refuses a translation without its record, or of a file that does not exist', async () => {
    const text = readFileSync(join(dir, translation), 'utf8')
    writeFileSync(join(dir, translation), text.replace(/^translation:\n(?: .*\n)*/m, ''))
    expect((await problemsOf(translation)).map((p) => [p.field, p.severity])).toContainEqual(['translation', 'error'])
    writeFileSync(join(dir, translation), text)
    writeFileSync(join(dir, 'content/es/conditions/no-such-condition.mdx'), text)
    expect((await problemsOf('content/es/conditions/no-such-condition.mdx')).map((p) => p.field)).toContain(
      'translation.source',
    )
    rmSync(join(dir, 'content/es/conditions/no-such-condition.mdx'))
  })

  it('waits for a source whose front-matter cannot be read: its mistake alone is an error, the translation a notice', async () => {
    const text = readFileSync(join(dir, source), 'utf8')
    writeFileSync(join(dir, source), text.replace(/^(\w+): /m, '$1: "'))
    const problems = (await checkContent(dir, undefined, { compareWithMain: false })).problems
    expect(problems.filter((p) => p.severity === 'error').map((p) => [p.file, p.field])).toEqual([[source, 'yaml']])
    expect(problems.filter((p) => p.file === translation && p.field.startsWith('translation'))).toEqual([
      expect.objectContaining({
        severity: 'notice',
        message: expect.stringContaining(`once that file's front-matter can be read`),
      }),
    ])
    // The live preview's banner and the changes tool ask the same question: no change is claimed meanwhile.
    expect(outdatedTranslations(dir, [translation])).toEqual([])
    writeFileSync(join(dir, source), text)
  })

  it('npm run new translation starts one from its source, and refuses to overwrite one', () => {
    const run = (...args: string[]) => {
      try {
        return {
          status: 0,
          out: execFileSync(process.execPath, ['--import', 'tsx', 'scripts/new.ts', ...args], {
            cwd: dir,
            encoding: 'utf8',
            env: writersEnvironment(),
            stdio: 'pipe',
          }),
        }
      } catch (error) {
        return { status: (error as { status: number }).status, out: String((error as { stderr: string }).stderr) }
      }
    }
    // A page file that has no translation yet.
    const source = readdirSync(join(dir, 'content/pages'))
      .map((name) => `content/pages/${name}`)
      .find((file) => file.endsWith('.mdx') && !existsSync(join(dir, translationFileOf(file, 'es'))))!
    const target = translationFileOf(source, 'es')
    expect(run('translation', 'es', source).status).toBe(0)
    const started = readFileSync(join(dir, target), 'utf8')
    expect((parse(splitFrontmatter(started).yaml ?? '') as { translation: unknown }).translation).toEqual(
      recordFor(source, readFileSync(join(dir, source), 'utf8')),
    )
    expect(run('translation', 'es', source)).toMatchObject({
      status: 1,
      out: expect.stringContaining('already exists'),
    })
    rmSync(join(dir, target))
  })
})

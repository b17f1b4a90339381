/**
 * What the site's server code reads of the content: every page's checked front-matter
 * (`virtual:frontmatters`) and each health page's verified review (`virtual:reviews`), each made one
 * way (serverDataText: one JSON text) for the live preview, tests and builds alike. Only where the
 * text sits differs: the live preview and tests get it inside a module (lib/content/vite-plugin.ts),
 * which the preview makes again when a file it read changes; a build's code reads it from a file
 * written beside it (writeServerData: by the bundler as it bundles, or by the bundle step for a kept
 * bundle), so the bundled code holds no content and is kept between builds while only content
 * changes (scripts/build/bundle.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { compileFrontmatter } from './compile'
import { glossaryAt } from './glossary-file'
import type { Problem } from './problems'
import { reviewFiles, reviewStates } from './review'
import { contentMdxFiles, contentText } from './store'
import { isTranslation, translationState, type TranslationRecord } from './translations'

/** The files a build's server code reads, in its server folder (Vike writes the server code to <outDir>/server). */
export const SERVER_DATA = { frontmatters: 'frontmatters.json', reviews: 'reviews.json' } as const

/** The folder of a build's server code, from the build's output folder (BUILD_OUT_DIR, as vite.config.ts reads it). */
export const serverFolder = (outDir: string) => join(outDir, 'server')

/** A module that reads one of SERVER_DATA when the build's code runs: its path is the build's, not the bundler's. */
export function serverDataReader(name: keyof typeof SERVER_DATA): string {
  return [
    `import { readFileSync } from 'node:fs'`,
    `import { join } from 'node:path'`,
    `export const ${name} = JSON.parse(readFileSync(join(process.env.BUILD_OUT_DIR || 'dist', 'server', ${JSON.stringify(SERVER_DATA[name])}), 'utf8'))`,
    '',
  ].join('\n')
}

/** A translation's front-matter says whether its source changed since the version it follows: its page then says so. */
function withTranslationState(root: string, file: string, data: unknown): unknown {
  const record = (data as { translation?: TranslationRecord }).translation
  if (!isTranslation(file) || !record) return data
  // A translation is read again when its source changes, so the notice follows the source.
  const { outdated } = translationState(root, file, record)
  return { ...(data as object), translation: { ...record, outdated } }
}

/**
 * The checked front-matter of every content page, by file (/content/conditions/sleep.mdx), with
 * the problems found; `read` is told each file it depends on (the live preview watches them).
 */
export function frontmatterEntries(
  root: string,
  read: (file: string) => void = () => {},
): { entries: Record<string, unknown>; problems: Problem[] } {
  const glossary = glossaryAt(root)
  const problems: Problem[] = []
  const entries: Record<string, unknown> = {}
  for (const file of contentMdxFiles(root)) {
    read(file)
    const result = compileFrontmatter(file, contentText(root, file), { glossary })
    problems.push(...result.problems)
    if (result.code) entries[`/${file}`] = withTranslationState(root, file, result.data)
  }
  return { entries, problems }
}

/**
 * What each health page may say of its review: only what a valid signature covers (lib/content/review.ts).
 * `read` is told each file it depends on: the signatures, the signed pages, the team and content/site.yaml.
 */
export function reviewsShown(root: string, read: (file: string) => void = () => {}): Record<string, unknown> {
  const shown: Record<string, unknown> = {}
  for (const file of reviewFiles(root)) read(file)
  read('content/site.yaml')
  for (const file of contentMdxFiles(root)) if (file.startsWith('content/team/')) read(file)
  for (const [file, state] of reviewStates(root)) {
    read(file)
    if ((state.status === 'reviewed' || state.status === 'changed') && state.signer)
      shown[file] = {
        status: state.status,
        name: state.signer.name,
        credentials: state.signer.credentials,
        date: state.date,
        due: state.due,
      }
  }
  return shown
}

/**
 * One of SERVER_DATA as a JSON text, from the content as it is now, with the problems found; `read`
 * is told each file it depends on. The live preview and a build take the same text: the preview as a
 * module (serverDataModule), a build's code from a file beside it (serverDataReader).
 */
export function serverDataText(
  root: string,
  name: keyof typeof SERVER_DATA,
  read: (file: string) => void = () => {},
): { text: string; problems: Problem[] } {
  if (name === 'reviews') return { text: JSON.stringify(reviewsShown(root, read)), problems: [] }
  const { entries, problems } = frontmatterEntries(root, read)
  return { text: JSON.stringify(entries), problems }
}

/** The module the live preview serves for one of SERVER_DATA: its text (serverDataText), parsed as a build's code parses its file. */
export const serverDataModule = (name: keyof typeof SERVER_DATA, text: string): string =>
  `export const ${name} = JSON.parse(${JSON.stringify(text)})\n`

/** What a build's server code reads (SERVER_DATA), from the content as it is now: each file's text, by name. */
export function serverData(root: string): { [name in keyof typeof SERVER_DATA]: string } {
  return {
    frontmatters: serverDataText(root, 'frontmatters').text,
    reviews: serverDataText(root, 'reviews').text,
  }
}

/** Writes `data` (serverData) into `folder`: a build's server folder (serverFolder). */
export function writeServerData(folder: string, data: ReturnType<typeof serverData>): void {
  mkdirSync(folder, { recursive: true })
  for (const name of Object.keys(SERVER_DATA) as Array<keyof typeof SERVER_DATA>)
    writeFileSync(join(folder, SERVER_DATA[name]), data[name])
}

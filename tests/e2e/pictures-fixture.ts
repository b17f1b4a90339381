// Builds the fixture site the layout pictures are taken of (tests/e2e/screenshots.spec.ts): a copy of
// the project whose content/ is tests/fixtures/content/, built with the project's own build, into
// dist-pictures/. The real content never reaches these pictures, so a writer's change never changes
// them; a change to a component or a layout does. Run by scripts/e2e.mjs and
// scripts/update-screenshots.mjs.
import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, statSync, utimesSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { copyOfProject, writersEnvironment } from '../unit/project-fixture'

const root = resolve(import.meta.dirname, '../..')
const fixtureContent = join(root, 'tests/fixtures/content')
const picturesSite = join(root, 'dist-pictures/client')
/**
 * Outside git a page's "Last updated" day is its file's modification day; every fixture file gets
 * this one, so the pictures show the same day on every machine and every day.
 */
const FIXTURE_DAY = new Date('2026-01-15T12:00:00Z')

function setDay(dir: string) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) setDay(path)
    utimesSync(path, FIXTURE_DAY, FIXTURE_DAY)
  }
}

function buildPicturesSite() {
  const dir = copyOfProject(root)
  try {
    // Outside git, so every page is dated by its file (setDay below), whatever the project's history.
    rmSync(join(dir, '.git'), { recursive: true, force: true })
    rmSync(join(dir, 'content'), { recursive: true, force: true })
    cpSync(fixtureContent, join(dir, 'content'), { recursive: true })
    setDay(join(dir, 'content'))
    // The published build at the root, whatever the caller's environment asks of the site's own build.
    const env = writersEnvironment()
    for (const name of ['BASE_PATH', 'BUILD_DIR', 'SHOW_DRAFTS', 'BOOKING_URL']) delete env[name]
    try {
      execFileSync(process.execPath, ['scripts/build.mjs'], {
        cwd: dir,
        encoding: 'utf8',
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      })
    } catch (error) {
      const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string }
      // The build names files as content/…: in this copy they are the fixture's files.
      const output = `${stdout}${stderr}`.replace(/(^|[\s(])content\//gm, '$1tests/fixtures/content/')
      throw new Error(`The fixture site of the layout pictures (tests/fixtures/content/) did not build:\n${output}`)
    }
    rmSync(join(root, 'dist-pictures'), { recursive: true, force: true })
    mkdirSync(join(root, 'dist-pictures'), { recursive: true })
    cpSync(join(dir, 'dist/client'), picturesSite, { recursive: true })
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
  if (!existsSync(join(picturesSite, 'index.html')))
    throw new Error('The fixture site of the layout pictures has no home page.')
}

try {
  buildPicturesSite()
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}

import { readFileSync } from 'node:fs'
import { defineConfig } from 'vitest/config'
import { BaseSequencer, type TestSpecification } from 'vitest/node'
import { contentPlugin } from './lib/content/vite-plugin'
import { headSecurityPlugin } from './lib/head-security'
import { OWN_MODULES } from './tests/unit/own-modules'

const UNIT_TESTS = ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx']

/**
 * Vitest's order (the longest last time first, or on a fresh clone the largest file first), but the
 * files that copy the project to build it (a minute or two each, in small files) first within their
 * project, so the stage does not end on one of them alone while the other core waits.
 */
class CopiesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    const rank = (spec: TestSpecification) => (readFileSync(spec.moduleId, 'utf8').includes('copyOfProject(') ? 0 : 1)
    const ranked = sorted.map((spec, index) => ({ spec, index, rank: rank(spec) }))
    return ranked
      .sort((a, b) =>
        a.spec.project.name === b.spec.project.name ? a.rank - b.rank || a.index - b.index : a.index - b.index,
      )
      .map(({ spec }) => spec)
  }
}

export default defineConfig({
  // Components read the site's words from content/ as the site build does; the tests that check
  // content check it themselves, so the live preview's check of every file is left out.
  plugins: [contentPlugin({ checkAll: false }), headSecurityPlugin()],
  define: {
    __BOOKING_URL__: JSON.stringify('https://booking.example.org/visit#initial-visit'),
    __FORM_ENDPOINTS__: JSON.stringify({ encoding: 'form' }),
  },
  test: {
    environment: 'node',
    // ssh-keygen for the clinical-review tests, installed with apt on a fresh Debian machine.
    globalSetup: ['tests/unit/global-setup.ts'],
    // Several tests check the whole content folder or start git and builds: on a busy two-core
    // machine they take longer than the default 5 s. Speed is measured by npm run bench, not here.
    // The same for the hooks that copy the project with its history for such a test (10 s by default).
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Both cores, whatever Vitest's default (one fewer than the cores): most files wait on builds and git
    // in processes of their own, so two files side by side keep both cores busy.
    maxWorkers: 2,
    sequence: { sequencer: CopiesFirst },
    // Each worker imports the project's modules once for all its files, instead of once a file (about
    // 80 s of imports in the stage, summed over the workers, down to 30–50). The files that change what
    // a module holds for others (mocks, stubs, fake timers, build variables set by hand) keep their own.
    projects: [
      // Browser tests live in tests/e2e and run under Playwright, not here.
      { extends: true, test: { name: 'shared', isolate: false, include: UNIT_TESTS, exclude: OWN_MODULES } },
      { extends: true, test: { name: 'own modules', include: OWN_MODULES } },
    ],
  },
})

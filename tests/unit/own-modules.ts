/**
 * The unit-test files that change what a module holds for the files after them: each runs with modules
 * of its own (vitest.config.ts); every other file shares its worker's imports. A test
 * (tests/unit/own-modules.test.ts) finds any file that does so and is not listed.
 */
export const OWN_MODULES = [
  'tests/unit/body-cache.test.ts',
  'tests/unit/conditions.test.ts',
  'tests/unit/frontmatter-cache.test.ts',
  'tests/unit/kept-pages.test.ts',
  'tests/unit/kept-warnings.test.ts',
  'tests/unit/pages.test.ts',
  'tests/unit/pictures.test.tsx',
  'tests/unit/prerender-shares.test.ts',
  'tests/unit/store.test.ts',
  'tests/unit/toast.test.ts',
]

/** What in a test file's code changes a module, a global, the clock or a build variable for the files after it. */
export const CHANGES_SHARED_STATE =
  /\bvi\.(mock|doMock|stubEnv|stubGlobal|useFakeTimers|spyOn)\(|process\.env(\.\w+|\[[^\]]+\])\s*=[^=]|delete process\.env|process\.chdir\(/

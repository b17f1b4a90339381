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
  'tests/unit/pages.test.ts',
  'tests/unit/pictures.test.tsx',
  'tests/unit/prerender-shares.test.ts',
  'tests/unit/store.test.ts',
  'tests/unit/toast.test.ts',
]

/**
 * What in a test file's code changes a module, a global, the clock or a build variable for the files
 * after it: mocks, stubs, spies, fake timers and a set clock, a fresh module registry, a variable of
 * process.env set or deleted, a global or Date.now replaced, the working folder changed.
 */
export const CHANGES_SHARED_STATE = new RegExp(
  [
    String.raw`\bvi\.(mock|doMock|stubEnv|stubGlobal|useFakeTimers|setSystemTime|spyOn|resetModules)\(`,
    String.raw`\bprocess\.env(\.\w+|\[[^\]]+\])?\s*(=|\?\?=|\|\|=|&&=|\+=)(?!=)`,
    String.raw`Object\.assign\(\s*process\.env\b`,
    String.raw`\bdelete process\.env\b`,
    String.raw`\bprocess\.chdir\(`,
    String.raw`\b(globalThis|window|global)(\.\w+|\[[^\]]+\])\s*=(?!=)`,
    String.raw`\bDate\.now\s*=(?!=)`,
  ].join('|'),
)

// Lint rules for the site's TypeScript, React and Node scripts. MDX content is checked by `npm run check`, not here.
import js from '@eslint/js'
import { defineConfig } from 'eslint/config'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default defineConfig(
  {
    ignores: [
      'dist/',
      'dist-base/',
      'dist-again/',
      'dist-changes/',
      'dist-writers-week/',
      'dist-preview/',
      'dist-pictures/',
      '.dist-build-*/',
      '.dist-old-*/',
      '.cache/',
      'node_modules/',
      'coverage/',
      'playwright-report/',
      'test-results/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    languageOptions: {
      // Components run in the browser and on the server; scripts and tests run in Node.
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      // The code passes it, so a missing dependency is a bug to fix, not a warning to scroll past.
      'react-hooks/exhaustive-deps': 'error',
      // As with TypeScript's noUnusedParameters: a leading underscore marks a parameter kept for its type, and
      // destructuring a field away to get the rest is how an object is copied without it.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
)

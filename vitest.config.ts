import { defineConfig } from 'vitest/config'
import { contentPlugin } from './lib/content/vite-plugin'

export default defineConfig({
  // Components read the site's words from content/ as the site build does.
  plugins: [contentPlugin()],
  define: { __BOOKING_URL__: JSON.stringify('https://booking.example.org/visit#initial-visit') },
  test: {
    // Browser tests live in tests/e2e and run under Playwright, not here.
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
    environment: 'node',
  },
})

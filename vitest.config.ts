import { defineConfig } from 'vitest/config'

export default defineConfig({
  define: { __BOOKING_URL__: JSON.stringify('https://booking.example.org/visit#initial-visit') },
  test: {
    // Browser tests live in tests/e2e and run under Playwright, not here.
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
    environment: 'node',
  },
})

import { defineConfig, devices } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 4173)
/** The sub-path of the second build, served as a pull request's preview would be. */
export const previewBase = '/pr-preview/pr-1/'
/** The pictures of layouts (screenshots.spec.ts) are of a fixture site of their own (tests/e2e/pictures-fixture.ts), never of the real content. */
const pictures = /screenshots\.spec\.ts/

const server = (serverPort: number, env: Record<string, string> = {}) => ({
  command: 'node scripts/serve.mjs',
  url: `http://127.0.0.1:${serverPort}${env.BASE_PATH ?? '/'}`,
  // Each server keeps the forms it is sent in an inbox of its own under .cache/, where git does not look;
  // every test posts from 127.0.0.1, so the per-address limit is one no run reaches (inbox.spec.ts tests it).
  env: {
    PORT: String(serverPort),
    HOST: '127.0.0.1',
    FORMS_DIR: `.cache/e2e-forms-${serverPort}`,
    FORMS_RATE_LIMIT: '100000',
    ...env,
  },
  reuseExistingServer: false,
  timeout: 30_000,
})

/**
 * `npm run test:content` names the pages a change touches (E2E_PAGES): only the page rules run, on the
 * site's own build, and only its server starts.
 */
const contentOnly = Boolean(process.env.E2E_PAGES)

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: 'list',
  use: {
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: contentOnly
    ? [{ name: 'site', testMatch: /every-page\.spec\.ts/, use: { baseURL: `http://127.0.0.1:${port}` } }]
    : [
        {
          name: 'site',
          testIgnore: [/(base-path|form-delivery)\.spec\.ts/, pictures],
          use: { baseURL: `http://127.0.0.1:${port}` },
        },
        // The build under the preview's sub-path is also the one whose forms post to a test endpoint (scripts/e2e.mjs), at port + 2.
        {
          name: 'base-path',
          testMatch: /(base-path|form-delivery)\.spec\.ts/,
          use: { baseURL: `http://127.0.0.1:${port + 1}${previewBase}` },
        },
        {
          name: 'pictures',
          testMatch: pictures,
          // One reference picture per name, whatever the system: the references record the browser and fonts they were made with instead.
          snapshotPathTemplate: '{testDir}/{testFileName}-snapshots/{arg}{ext}',
          use: { baseURL: `http://127.0.0.1:${port + 3}` },
        },
      ],
  webServer: contentOnly
    ? [server(port)]
    : [
        server(port),
        server(port + 1, { SITE_DIR: 'dist-base/client', BASE_PATH: previewBase }),
        server(port + 3, { SITE_DIR: 'dist-pictures/client' }),
      ],
})

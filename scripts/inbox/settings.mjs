// The forms' settings the site's own server takes from content/site.yaml: the build writes them
// beside the site it built (dist/forms.json), where the server and `npm run inbox` read them, so
// neither parses content itself.
import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'

/** The file beside the built site (dist/client) that holds them. */
export const FORM_SETTINGS_FILE = 'forms.json'

/** How long handled messages are kept unless content/site.yaml's forms.retentionDays says otherwise. */
export const DEFAULT_RETENTION_DAYS = 90

/** forms.retentionDays, as the build of `siteDir` (dist/client by default) wrote it, or the default. */
export function retentionDays(siteDir = resolve(import.meta.dirname, '..', '..', 'dist/client')) {
  const file = resolve(siteDir, '..', FORM_SETTINGS_FILE)
  let days
  try {
    days = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).retentionDays : undefined
  } catch {
    days = undefined
  }
  return Number.isInteger(days) && days > 0 ? days : DEFAULT_RETENTION_DAYS
}

// Types of scripts/inbox/settings.mjs for the build and the tests that import it.
export const FORM_SETTINGS_FILE: string
export const DEFAULT_RETENTION_DAYS: number
export function retentionDays(siteDir?: string): number

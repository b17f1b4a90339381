// The variables the build's steps may see. Nothing else of the machine's environment (tokens, keys,
// a CI's secrets) reaches the build, so whatever a content file or a dependency tries, there is
// nothing else to read.
export const buildVariables = [
  'PATH',
  'HOME',
  'TMPDIR',
  'TMP',
  'TEMP',
  'LANG',
  'LC_ALL',
  'TZ',
  'CI',
  'NODE_ENV',
  'SOURCE_DATE_EPOCH',
  'BASE_PATH',
  'BOOKING_URL',
  'CONTACT_ENDPOINT',
  'NEWSLETTER_ENDPOINT',
  'SHOW_DRAFTS',
  // A launch build refuses to publish while npm run launch-check lists anything (lib/content/launch.ts).
  'LAUNCH',
  'BUILD_CACHE',
]

/** The environment for the build's child processes: the listed variables that are set, and nothing more. */
export function buildEnvironment(env = process.env) {
  return Object.fromEntries(buildVariables.filter((name) => env[name] !== undefined).map((name) => [name, env[name]]))
}

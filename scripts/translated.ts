// `npm run translated -- content/es/conditions/stroke.mdx`: records that a translation now follows
// the current version of its source (content/conditions/stroke.mdx): run it once the translation
// says what the source says. The check then stops calling it outdated. For content/es/site.yaml it
// records the English emergency line its own line follows.
import { existsSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import {
  emergencyLineFingerprint,
  isSiteWordsFile,
  recordFor,
  isTranslation,
  siteWordsWithRecord,
  urgentDifferences,
  withRecord,
} from '../lib/content/translations'
import { sourceFileOf } from '../lib/language'
import { runContentTool, whileReading } from '../lib/content/tool-error'
import { contentText } from '../lib/content/store'

const root = resolve(import.meta.dirname, '..')
const files = process.argv.slice(2)
if (!files.length || files.some((file) => !isTranslation(file))) {
  console.error(
    'Usage: npm run translated -- content/es/<folder>/<file>.mdx [more translations], or content/es/site.yaml',
  )
  process.exit(2)
}
await runContentTool('npm run translated', () => {
  for (const file of files) {
    const source = sourceFileOf(file)
    // A language's site words follow the English emergency line.
    if (isSiteWordsFile(file) && existsSync(resolve(root, file)) && existsSync(resolve(root, source))) {
      const fingerprint = emergencyLineFingerprint(contentText(root, source))
      if (fingerprint) writeFileSync(resolve(root, file), siteWordsWithRecord(contentText(root, file), fingerprint))
      console.log(`${file}'s emergency line now follows ${source} (${fingerprint}).`)
      continue
    }
    if (!existsSync(resolve(root, file)) || !existsSync(resolve(root, source))) {
      console.error(`${existsSync(resolve(root, file)) ? source : file} does not exist; nothing was written.`)
      process.exitCode = 1
      continue
    }
    // A translation whose urgent cards give fewer signs or other numbers than its source's is not recorded.
    const differences = urgentDifferences(contentText(root, source), contentText(root, file))
    if (differences.length) {
      for (const difference of differences) console.error(`${file}  ${difference.field}  ${difference.message}`)
      console.error(`${file} was not recorded as following ${source}: translate its urgent cards in full first.`)
      process.exitCode = 1
      continue
    }
    const record = whileReading(source, () => recordFor(source, contentText(root, source)))
    writeFileSync(
      resolve(root, file),
      whileReading(file, () => withRecord(contentText(root, file), record)),
    )
    console.log(`${file} now follows ${source} (${record.source}).`)
  }
})

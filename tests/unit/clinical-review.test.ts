/**
 * Clinical review you can prove: keys made with ssh-keygen in a temporary folder sign pages of a
 * throw-away project, and the check, the status and the git rule say what the signatures prove.
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parse, stringify } from 'yaml'
import { beforeAll, describe, expect, it } from 'vitest'
import { checkContent } from '../../lib/content/check'
import { formatProblem } from '../../lib/content/problems'
import {
  canonicalMessage,
  clinicalText,
  fingerprintOf,
  keyHistoryProblems,
  REVIEW_NAMESPACE,
  reviewersOf,
  reviewStates,
  wordDiff,
  writeReviewRecord,
} from '../../lib/content/review'
import { pageReviews, signFiles, statusReport } from '../../lib/content/review-sign'
import { projectWith } from './project-fixture'
import { completeEntryFile } from './valid-entry'

const today = new Date().toISOString().slice(0, 10)
let keys: string

/** A key pair made with ssh-keygen: the private key's path; its public line is in <path>.pub. */
function makeKey(name: string): string {
  const path = join(keys, name)
  execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-C', `${name}@example`, '-f', path])
  return path
}
const publicLine = (path: string) => readFileSync(`${path}.pub`, 'utf8').trim()

let chenKey: string
let ruizKey: string
let strangerKey: string

beforeAll(() => {
  keys = mkdtempSync(join(tmpdir(), 'review-keys-'))
  chenKey = makeKey('chen')
  ruizKey = makeKey('ruiz')
  strangerKey = makeKey('stranger')
})

const member = (name: string, topics: string[], key: string, from = '2020-01-01', until?: string) => `---
name: "${name}"
role: Neurologist
order: 1
image: /images/team-elena-ruiz.svg
imageAlt: A portrait
bio: A clinician.
review:
  credentials: Board-certified neurologist
  topics: [${topics.join(', ')}]
  keys:
    - key: ${publicLine(key)}
      from: ${from}${until ? `\n      until: ${until}` : ''}
---
`

const condition = (name: string, topic: string, reviewer: string, body: string) =>
  completeEntryFile(
    'conditions',
    `---
name: ${name}
order: 1
description: ${name} in plain words.
shortDescription: About ${name}.
iconName: tremor
symptoms: [One, Two, Three, Four, Five]
treatments: [One, Two, Three, Four, Five]
urgent: { title: Call 911 for these signs, signs: [Sudden weakness on one side], action: Call 911 right away. }
clinicalTopic: ${topic}
reviewer: ${reviewer}
---

${body}
`,
  )

async function project(extra: Record<string, string> = {}): Promise<string> {
  return projectWith({
    'content/team/marcus-chen.mdx': member('Dr. Marcus Chen, MD', ['movement'], chenKey),
    'content/team/elena-ruiz.mdx': member('Dr. Elena Ruiz, MD', ['general-neurology', 'headache'], ruizKey),
    'content/conditions/tremor.mdx': condition(
      'Tremor',
      'movement',
      'marcus-chen',
      'Tremor is shaking you cannot control. Medicines can help.',
    ),
    'content/conditions/headache.mdx': condition(
      'Headache',
      'headache',
      'elena-ruiz',
      'Most headaches are not dangerous.',
    ),
    ...extra,
  })
}

const stateOf = (root: string, file = 'content/conditions/tremor.mdx') => reviewStates(root, today).get(file)
const problemsOf = (root: string, file = 'content/conditions/tremor.mdx') =>
  reviewStates(root, today)
    .get(file)
    ?.problems.map((problem) => problem.message) ?? []
const edit = (root: string, file: string, change: (text: string) => string) =>
  writeFileSync(join(root, file), change(readFileSync(join(root, file), 'utf8')))

/** Signs what the clinician would not be allowed to sign through `npm run review sign`, as a forger would, with ssh-keygen itself. */
function forge(root: string, file: string, reviewer: string, key: string, date = today, topic?: string) {
  const [, collection, id] = /^content\/([a-z]+)\/([a-z0-9-]+)\.mdx$/.exec(file)!
  const source = readFileSync(join(root, file), 'utf8')
  const text = clinicalText(collection as 'conditions', source)
  const facts = {
    collection,
    id,
    topic: topic ?? /^clinicalTopic: (.+)$/m.exec(source)![1],
    fingerprint: fingerprintOf(text),
    reviewer,
    date,
  }
  const signature = execFileSync('ssh-keygen', ['-Y', 'sign', '-n', REVIEW_NAMESPACE, '-f', key], {
    input: canonicalMessage(facts),
    encoding: 'utf8',
    stdio: ['pipe', 'pipe', 'ignore'],
  })
  mkdirSync(join(root, `content/reviews/${collection}`), { recursive: true })
  writeFileSync(
    join(root, `content/reviews/${collection}/${id}.yaml`),
    writeReviewRecord({ ...facts, text, signature: signature.trim() }),
  )
}

describe('signing a page', () => {
  it('records a signature that Node verifies, and the page counts as reviewed by the clinician of the key', async () => {
    const root = await project()
    expect(signFiles(root, ['content/conditions/tremor.mdx'], { key: chenKey })).toEqual([
      'content/reviews/conditions/tremor.yaml',
    ])
    const state = stateOf(root)
    expect(state).toMatchObject({
      status: 'reviewed',
      signer: { id: 'marcus-chen', name: 'Dr. Marcus Chen, MD', credentials: 'Board-certified neurologist' },
      date: today,
      problems: [],
    })
    const record = parse(readFileSync(join(root, 'content/reviews/conditions/tremor.yaml'), 'utf8')) as {
      text: string
      signature: string
    }
    expect(record.text).toContain('Tremor is shaking you cannot control.')
    expect(record.signature).toMatch(/^-----BEGIN SSH SIGNATURE-----/)
    expect(statusReport(pageReviews(root, today))).toContain(
      `reviewed   content/conditions/tremor.mdx  by Dr. Marcus Chen, MD on ${today}`,
    )
  })

  it('refuses to sign a page outside the key owner’s topics, or with a key no reviewer lists', async () => {
    const root = await project()
    expect(() => signFiles(root, ['content/conditions/headache.mdx'], { key: chenKey })).toThrow(
      /is a headache page, and content\/team\/marcus-chen.mdx lists movement/,
    )
    expect(() => signFiles(root, ['content/conditions/tremor.mdx'], { key: strangerKey })).toThrow(
      /is in no reviewer's record/,
    )
  })

  it('takes the key from the SSH agent when no key file is given', async () => {
    const root = await project()
    const agent = execFileSync('ssh-agent', ['-s'], { encoding: 'utf8' })
    const env = {
      ...process.env,
      SSH_AUTH_SOCK: /SSH_AUTH_SOCK=([^;]+)/.exec(agent)![1],
      SSH_AGENT_PID: /SSH_AGENT_PID=(\d+)/.exec(agent)![1],
    }
    try {
      execFileSync('ssh-add', ['-q', chenKey], { env, stdio: 'ignore' })
      signFiles(root, ['content/conditions/tremor.mdx'], { env })
      expect(stateOf(root)?.status).toBe('reviewed')
    } finally {
      process.kill(Number(env.SSH_AGENT_PID))
    }
  })
})

/** The Spanish tremor page, as a translation of the English one. */
const spanish = (root: string) =>
  writeFileSync(
    join(root, 'content/es/conditions/tremor.mdx'),
    condition(
      'Temblor',
      'movement',
      'marcus-chen',
      'El temblor es un movimiento que usted no controla. Los medicamentos pueden ayudar.',
    ).replace('---\n', '---\ntranslation:\n  source: "sha256:0"\n'),
  )

describe('a translation', () => {
  it('has a review record of its own, keyed by its path: signing it leaves the English signature verified', async () => {
    const root = await project()
    mkdirSync(join(root, 'content/es/conditions'), { recursive: true })
    spanish(root)
    expect(signFiles(root, ['content/conditions/tremor.mdx'], { key: chenKey })).toEqual([
      'content/reviews/conditions/tremor.yaml',
    ])
    expect(signFiles(root, ['content/es/conditions/tremor.mdx'], { key: chenKey })).toEqual([
      'content/reviews/es/conditions/tremor.yaml',
    ])
    const english = stateOf(root)!
    const translated = stateOf(root, 'content/es/conditions/tremor.mdx')!
    expect(english).toMatchObject({ status: 'reviewed', problems: [] })
    expect(english.signedText).toContain('Medicines can help.')
    expect(translated).toMatchObject({ status: 'reviewed', problems: [], collection: 'conditions', id: 'tremor' })
    expect(translated.signedText).toContain('Los medicamentos pueden ayudar.')
    const report = statusReport(pageReviews(root, today))
    expect(report).toContain('reviewed   content/conditions/tremor.mdx')
    expect(report).toContain('reviewed   content/es/conditions/tremor.mdx')
    // A change to the translation's words is a change to its own review only.
    edit(root, 'content/es/conditions/tremor.mdx', (text) => text.replace('pueden ayudar', 'siempre ayudan'))
    expect(stateOf(root, 'content/es/conditions/tremor.mdx')?.status).toBe('changed')
    expect(stateOf(root)?.status).toBe('reviewed')
  })

  it('lists a translation never signed as such, and refuses the English signature copied to the translation’s place', async () => {
    const root = await project()
    mkdirSync(join(root, 'content/es/conditions'), { recursive: true })
    spanish(root)
    expect(statusReport(pageReviews(root, today))).toContain('unsigned   content/es/conditions/tremor.mdx')
    signFiles(root, ['content/conditions/tremor.mdx'], { key: chenKey })
    mkdirSync(join(root, 'content/reviews/es/conditions'), { recursive: true })
    writeFileSync(
      join(root, 'content/reviews/es/conditions/tremor.yaml'),
      readFileSync(join(root, 'content/reviews/conditions/tremor.yaml'), 'utf8'),
    )
    expect(problemsOf(root, 'content/es/conditions/tremor.mdx')).toEqual([
      expect.stringContaining('signs conditions/tremor, not es/conditions/tremor'),
    ])
  })
})

describe('what a signature proves', () => {
  it('one changed word makes the page "changed since review", with the word diff', async () => {
    const root = await project()
    signFiles(root, ['content/conditions/tremor.mdx'], { key: chenKey })
    edit(root, 'content/conditions/tremor.mdx', (text) => text.replace('Medicines can help.', 'Medicines always help.'))
    const state = stateOf(root)!
    expect(state.status).toBe('changed')
    expect(wordDiff(state.signedText!, state.currentText!)).toContain('[-can-] {+always+}')
    expect(statusReport(pageReviews(root, today))).toMatch(
      /changed {4}content\/conditions\/tremor.mdx {2}signed by Dr. Marcus Chen, MD on .*\n.*\[-can-\] \{\+always\+\} help\./,
    )
  })

  it('a field that does not change what a patient reads (order, icon, reviewer) needs no new signature, nor does moving a field', async () => {
    const root = await project()
    signFiles(root, ['content/conditions/tremor.mdx'], { key: chenKey })
    edit(root, 'content/conditions/tremor.mdx', (text) =>
      text
        .replace('order: 1', 'order: 7')
        .replace('iconName: tremor', 'iconName: brain')
        .replace(/^(description: .*\n)(shortDescription: .*\n)/m, '$2$1'),
    )
    expect(stateOf(root)?.status).toBe('reviewed')
  })

  it('refuses a signature by a key not in the reviewers’ records', async () => {
    const root = await project()
    forge(root, 'content/conditions/tremor.mdx', 'marcus-chen', strangerKey)
    expect(stateOf(root)?.status).toBe('refused')
    expect(problemsOf(root)).toEqual([
      expect.stringMatching(
        /^signed by a key that is not in the reviewers' records \(SHA256:.*\): add the clinician's public key to content\/team\/marcus-chen.mdx/,
      ),
    ])
  })

  it('refuses a signature with another reviewer’s key', async () => {
    const root = await project()
    forge(root, 'content/conditions/tremor.mdx', 'marcus-chen', ruizKey)
    expect(problemsOf(root)).toEqual([expect.stringMatching(/^signed as marcus-chen with Dr. Elena Ruiz, MD's key/)])
  })

  it('refuses a signature by a reviewer outside their topics', async () => {
    const root = await project()
    forge(root, 'content/conditions/headache.mdx', 'marcus-chen', chenKey)
    expect(problemsOf(root, 'content/conditions/headache.mdx')).toEqual([
      expect.stringMatching(
        /^Dr. Marcus Chen, MD reviews movement .*, and content\/conditions\/headache.mdx is a headache page/,
      ),
    ])
  })

  it('refuses a signature over other words: the words in the file edited, or edited with their fingerprint', async () => {
    const root = await project()
    signFiles(root, ['content/conditions/tremor.mdx'], { key: chenKey })
    const file = join(root, 'content/reviews/conditions/tremor.yaml')
    const record = parse(readFileSync(file, 'utf8')) as { text: string; fingerprint: string }
    const other = record.text.replace('can help', 'cure it')
    writeFileSync(file, stringify({ ...record, text: other }))
    expect(problemsOf(root)).toEqual([
      expect.stringMatching(/^the words in this file are not the words that were signed/),
    ])
    writeFileSync(file, stringify({ ...record, text: other, fingerprint: fingerprintOf(other) }))
    expect(problemsOf(root)).toEqual([expect.stringMatching(/^the signature does not verify/)])
  })

  it('signs the page’s topic: a page whose topic changed since is refused, and a translation has its source’s topic', async () => {
    const root = await project()
    signFiles(root, ['content/conditions/tremor.mdx'], { key: chenKey })
    expect(stateOf(root)?.status).toBe('reviewed')
    edit(root, 'content/conditions/tremor.mdx', (text) =>
      text.replace('clinicalTopic: movement', 'clinicalTopic: headache'),
    )
    expect(problemsOf(root)).toEqual([
      expect.stringMatching(
        /^was signed as a movement page, and content\/conditions\/tremor.mdx is now a headache page/,
      ),
    ])
    // A topic forged into the signed facts does not verify against a key of another topic's clinician either.
    forge(root, 'content/conditions/tremor.mdx', 'marcus-chen', chenKey, today, 'movement')
    expect(stateOf(root)?.status).toBe('refused')

    // A translation that names another topic than its source: the check refuses it, and only the
    // source's topic decides who signs it.
    edit(root, 'content/conditions/tremor.mdx', (text) =>
      text.replace('clinicalTopic: headache', 'clinicalTopic: movement'),
    )
    mkdirSync(join(root, 'content/es/conditions'), { recursive: true })
    spanish(root)
    edit(root, 'content/es/conditions/tremor.mdx', (text) =>
      text
        .replace('clinicalTopic: movement', 'clinicalTopic: headache')
        .replace('reviewer: marcus-chen', 'reviewer: elena-ruiz')
        .replace('sha256:0', `sha256:${'0'.repeat(64)}`),
    )
    expect(() => signFiles(root, ['content/es/conditions/tremor.mdx'], { key: ruizKey })).toThrow(
      /is a movement page, and content\/team\/elena-ruiz.mdx lists general-neurology, headache/,
    )
    const { problems } = await checkContent(root, today, { compareWithMain: false })
    expect(problems.map(formatProblem)).toContainEqual(
      expect.stringMatching(
        /^content\/es\/conditions\/tremor.mdx:\d+:1 {2}clinicalTopic {2}is headache, and the page it translates \(content\/conditions\/tremor.mdx\) is movement/,
      ),
    )
  })

  it('refuses a signature with junk in its base64 or its reserved field, and a review file too large to be one', async () => {
    const root = await project()
    signFiles(root, ['content/conditions/tremor.mdx'], { key: chenKey })
    const file = join(root, 'content/reviews/conditions/tremor.yaml')
    const written = readFileSync(file, 'utf8')
    const record = parse(written) as { signature: string }
    const rewrite = (signature: string) => writeFileSync(file, stringify({ ...record, signature }, { lineWidth: 0 }))
    // Characters that are not base64 are refused, not skipped.
    rewrite(record.signature.replace(/\n(?=-----END)/, '!*\n'))
    expect(problemsOf(root)).toEqual([expect.stringMatching(/signature cannot be read: .*not base64/)])
    // The reserved field, between the namespace and the hash algorithm, must be empty.
    const lines = record.signature.trim().split('\n')
    const blob = Buffer.from(lines.slice(1, -1).join(''), 'base64')
    const field = (at: number) =>
      [at + 4 + blob.readUInt32BE(at), blob.subarray(at, at + 4 + blob.readUInt32BE(at))] as const
    const [afterKey] = field(10)
    const [afterNamespace] = field(afterKey)
    const reserved = Buffer.concat([Buffer.from([0, 0, 0, 1]), Buffer.from('x')])
    const changed = Buffer.concat([blob.subarray(0, afterNamespace), reserved, blob.subarray(afterNamespace + 4)])
    rewrite(`${lines[0]}\n${changed.toString('base64')}\n${lines.at(-1)}`)
    expect(problemsOf(root)).toEqual([
      expect.stringMatching(/signature cannot be read: .*reserved field that is not empty/),
    ])
    // A file of megabytes is not read.
    writeFileSync(file, `${written}# ${'x'.repeat(300 * 1024)}\n`)
    expect(problemsOf(root)).toEqual([expect.stringMatching(/^is larger than 256 KB/)])
    writeFileSync(file, written)
    expect(stateOf(root)?.status).toBe('reviewed')
  })

  it('refuses a signature dated outside its key’s validity', async () => {
    const root = await project({
      'content/team/marcus-chen.mdx': member('Dr. Marcus Chen, MD', ['movement'], chenKey, '2030-01-01'),
    })
    forge(root, 'content/conditions/tremor.mdx', 'marcus-chen', chenKey, '2026-01-05')
    expect(problemsOf(root)).toEqual([
      expect.stringMatching(
        /^is dated 2026-01-05, outside the days content\/team\/marcus-chen.mdx gives the key \(2030-01-01 to now\)/,
      ),
    ])
  })
})

describe('the check', () => {
  const check = async (root: string, options?: { required?: boolean }) => {
    if (options?.required !== undefined)
      writeFileSync(join(root, 'content/site.yaml'), `review:\n  required: ${options.required}\n  interval: 12\n`)
    const { problems } = await checkContent(root, today, { compareWithMain: false })
    // Outside git, the rule that a key lands on main first says it could not be checked (a notice,
    // an error with review.required): tested below.
    return problems
      .filter(
        (problem) =>
          problem.severity !== 'notice' &&
          !problem.message.includes('could not be checked') &&
          ['reviewer', 'review', 'signature', 'clinicalTopic'].includes(problem.field),
      )
      .map(formatProblem)
  }

  it('refuses, at the file and line, a reviewer whose topics do not include the page’s topic', async () => {
    const root = await project({
      'content/conditions/headache.mdx': condition(
        'Headache',
        'headache',
        'marcus-chen',
        'Most headaches are not dangerous.',
      ),
    })
    expect(await check(root)).toEqual([
      'content/conditions/headache.mdx:11:1  reviewer  Dr. Marcus Chen, MD reviews movement (content/team/marcus-chen.mdx), not headache: name a clinician whose topics include it (elena-ruiz)',
    ])
  })

  it('names a mistake in a reviewer’s team file there alone: the clinician still reviews their pages', async () => {
    const root = await project()
    edit(root, 'content/team/marcus-chen.mdx', (text) => text.replace(/^order: .*$/m, 'order: first'))
    const { problems } = await checkContent(root, today, { compareWithMain: false })
    expect(problems.filter((problem) => problem.severity === 'error').map(formatProblem)).toEqual([
      'content/team/marcus-chen.mdx:4:1  order  expected a number, got "first"',
    ])
    expect(reviewersOf(root).get('marcus-chen')?.topics).toEqual(['movement'])
    // A mistake in the review block itself is named there too, and not again at the pages it reviews.
    edit(root, 'content/team/marcus-chen.mdx', (text) =>
      text.replace(/^order: .*$/m, 'order: 1').replace('topics: [movement]', 'topics: [movements]'),
    )
    const broken = await checkContent(root, today, { compareWithMain: false })
    expect(broken.problems.filter((problem) => problem.severity === 'error').map((problem) => problem.file)).toEqual([
      'content/team/marcus-chen.mdx',
    ])
  })

  it('with review.required, refuses a page never signed and a page changed since, naming the file, the signer and what changed', async () => {
    const root = await project()
    signFiles(root, ['content/conditions/tremor.mdx'], { key: chenKey })
    expect(await check(root, { required: true })).toEqual([
      expect.stringMatching(
        /^content\/conditions\/headache.mdx:1:1 {2}review {2}no clinician has signed its words \(its reviewer is elena-ruiz\)\. site\.yaml's review\.required refuses it/,
      ),
    ])
    edit(root, 'content/conditions/tremor.mdx', (text) => text.replace('Medicines can help.', 'Medicines always help.'))
    const problems = await check(root, { required: true })
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^content\/conditions\/tremor.mdx:1:1 {2}review {2}changed since Dr\. Marcus Chen, MD \(marcus-chen\) signed it on .*: removed "can", added "always"/,
      ),
    )
    // Without it, the change is a warning and the page says that review is pending.
    expect(await check(root, { required: false })).toEqual([
      expect.stringMatching(
        /^content\/conditions\/tremor.mdx:1:1 {2}review {2}changed since .*pending until they sign it again$/,
      ),
    ])
  })

  it('with review.required, refuses an overdue review and a signature whose history cannot be checked', async () => {
    const root = await project()
    const monthsAgo = new Date(Date.now() - 70 * 86_400_000).toISOString().slice(0, 10)
    signFiles(root, ['content/conditions/tremor.mdx'], { key: chenKey, date: monthsAgo })
    const overdue =
      /^content\/conditions\/tremor.mdx:\d+:1 {2}clinicalTopic {2}the review by Dr\. Marcus Chen, MD on .* was due again on /
    const settings = (required: boolean) =>
      writeFileSync(join(root, 'content/site.yaml'), `review:\n  required: ${required}\n  interval: 1\n`)
    const problems = async () =>
      (await checkContent(root, today, { compareWithMain: false })).problems.filter((problem) =>
        ['review', 'signature', 'clinicalTopic'].includes(problem.field),
      )
    settings(false)
    expect((await problems()).map((problem) => `${problem.severity} ${formatProblem(problem)}`)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`^warning ${overdue.source.slice(1)}`)),
        expect.stringMatching(/^notice .*could not be checked: this copy has no git history/),
      ]),
    )
    settings(true)
    expect((await problems()).map((problem) => `${problem.severity} ${formatProblem(problem)}`)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`^error ${overdue.source.slice(1)}`)),
        expect.stringMatching(/^error .*could not be checked: this copy has no git history .*review\.required refuses/),
      ]),
    )
  })
})

describe('a key lands before it signs (git history)', () => {
  const git = (root: string, ...args: string[]) =>
    execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
  const initRepo = (root: string) => {
    git(root, 'init', '-q', '-b', 'main')
    git(root, 'config', 'user.email', 'writer@example.org')
    git(root, 'config', 'user.name', 'Writer')
  }
  const history = (root: string) => {
    const state = stateOf(root)!
    return keyHistoryProblems(root, state, reviewersOf(root)).map(
      (problem) => `${problem.severity}: ${problem.message}`,
    )
  }

  it('keeps the proof valid when the branch that signed is squash-merged', async () => {
    const root = await project()
    initRepo(root)
    git(root, 'add', '-A')
    git(root, 'commit', '-q', '-m', 'Add the reviewer and his key')
    git(root, 'checkout', '-q', '-b', 'review-tremor')
    signFiles(root, ['content/conditions/tremor.mdx'], { key: chenKey })
    git(root, 'add', '-A')
    git(root, 'commit', '-q', '-m', 'Sign tremor')
    git(root, 'checkout', '-q', 'main')
    git(root, 'merge', '-q', '--squash', 'review-tremor')
    git(root, 'commit', '-q', '-m', 'Review of tremor (squashed)')
    git(root, 'branch', '-q', '-D', 'review-tremor')
    expect(stateOf(root)?.status).toBe('reviewed')
    expect(history(root)).toEqual([])
    // And in a shallow clone of one commit, the signature still verifies; the rule says it could not be checked.
    const clone = mkdtempSync(join(tmpdir(), 'shallow-'))
    execFileSync('git', ['clone', '-q', '--depth', '1', `file://${root}`, clone])
    expect(stateOf(clone)?.status).toBe('reviewed')
    expect(history(clone)).toEqual([
      expect.stringMatching(
        /^notice: whether content\/team\/marcus-chen.mdx had this key before it signed could not be checked: this is a shallow clone/,
      ),
    ])
  })

  /** Commits everything as the tests' writer, on the day given (YYYY-MM-DD) or now. */
  const commit = (root: string, message: string, day?: string) => {
    git(root, 'add', '-A')
    execFileSync('git', ['commit', '-q', '-m', message], {
      cwd: root,
      stdio: 'ignore',
      env: {
        ...process.env,
        ...(day && { GIT_COMMITTER_DATE: `${day}T12:00:00Z`, GIT_AUTHOR_DATE: `${day}T12:00:00Z` }),
      },
    })
  }

  it('refuses a signature made with a key that its own branch adds: main must have the key first', async () => {
    // Main has Dr. Chen with his own key; a pull request replaces it with its author's, then signs.
    const root = await project({
      'content/team/marcus-chen.mdx': member('Dr. Marcus Chen, MD', ['movement'], ruizKey),
    })
    initRepo(root)
    commit(root, 'The site')
    git(root, 'checkout', '-q', '-b', 'pull-request')
    edit(root, 'content/team/marcus-chen.mdx', () => member('Dr. Marcus Chen, MD', ['movement'], chenKey))
    commit(root, 'Update a team file')
    signFiles(root, ['content/conditions/tremor.mdx'], { key: chenKey })
    const notOnMain =
      /^error: is signed with a key that main does not have yet \(this branch adds it to content\/team\/marcus-chen.mdx in [0-9a-f]{10}\)/
    expect(history(root)).toEqual([expect.stringMatching(notOnMain)])
    commit(root, 'Sign tremor')
    expect(stateOf(root)?.status).toBe('reviewed')
    expect(history(root)).toEqual([expect.stringMatching(notOnMain)])
    // Once main has the key (merged in a change of its own), the branch's signature counts.
    git(root, 'branch', '-q', '-f', 'main', 'pull-request~1')
    expect(history(root)).toEqual([])
  })

  it('refuses a signature whose day is not the day it landed: a retired key cannot sign with a day from when it was valid', async () => {
    const root = await project({
      'content/team/marcus-chen.mdx': member('Dr. Marcus Chen, MD', ['movement'], chenKey, '2020-01-01', '2025-06-30'),
    })
    initRepo(root)
    commit(root, 'The site')
    signFiles(root, ['content/conditions/tremor.mdx'], { key: chenKey, date: '2025-06-30' })
    // The signature verifies (the day is inside the key's days); the day is not believed.
    expect(stateOf(root)?.status).toBe('reviewed')
    expect(history(root)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^error: is dated 2025-06-30, but is not committed yet \\(today is ${today}\\), more than 14 days later`,
        ),
      ),
    ])
    commit(root, 'Sign tremor')
    expect(history(root)).toEqual([
      expect.stringMatching(
        /^error: is dated 2025-06-30, but came in [0-9a-f]{10} on \d{4}-\d\d-\d\d, more than 14 days later/,
      ),
    ])
  })

  it('reads the history of a valid signature armoured on one line', async () => {
    const root = await project()
    initRepo(root)
    commit(root, 'The site')
    signFiles(root, ['content/conditions/tremor.mdx'], { key: chenKey })
    const file = join(root, 'content/reviews/conditions/tremor.yaml')
    const record = parse(readFileSync(file, 'utf8')) as { signature: string }
    writeFileSync(file, stringify({ ...record, signature: record.signature.replace(/\n/g, '') }, { lineWidth: 0 }))
    expect(readFileSync(file, 'utf8')).toMatch(
      /^signature: -----BEGIN SSH SIGNATURE-----\S+-----END SSH SIGNATURE-----$/m,
    )
    expect(stateOf(root)?.status).toBe('reviewed')
    expect(history(root)).toEqual([])
    commit(root, 'Sign tremor')
    expect(history(root)).toEqual([])
  })

  it('refuses a signature dated after the commit that brought it', async () => {
    const root = await project()
    initRepo(root)
    commit(root, 'The site', '2026-01-01')
    signFiles(root, ['content/conditions/tremor.mdx'], { key: chenKey })
    commit(root, 'Sign tremor', '2026-01-02')
    expect(history(root)).toEqual([
      expect.stringMatching(
        new RegExp(`^error: is dated ${today}, after the commit that brought it \\([0-9a-f]{10}, 2026-01-02\\)`),
      ),
    ])
  })

  it('refuses a key added in the same change as a signature made with it', async () => {
    const root = await project({ 'content/team/marcus-chen.mdx': member('Dr. Marcus Chen, MD', ['movement'], ruizKey) })
    initRepo(root)
    git(root, 'add', '-A')
    git(root, 'commit', '-q', '-m', 'The site')
    edit(root, 'content/team/marcus-chen.mdx', () => member('Dr. Marcus Chen, MD', ['movement'], chenKey))
    signFiles(root, ['content/conditions/tremor.mdx'], { key: chenKey })
    expect(history(root)).toEqual([
      expect.stringMatching(
        /^error: is signed with a key that content\/team\/marcus-chen.mdx has not had in any commit yet/,
      ),
    ])
    git(root, 'add', '-A')
    git(root, 'commit', '-q', '-m', 'Key and signature at once')
    expect(history(root)).toEqual([
      expect.stringMatching(/^error: came in the same commit \([0-9a-f]{10}\) as the key that made it/),
    ])
  })
})

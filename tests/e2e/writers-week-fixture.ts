// A writer's week, made in a copy of the project with the project's own tools, as a writer makes it:
// a sentence added to a condition, a new published condition, a new page, a new post, a new question,
// the new page renamed with its redirect, a new phone number and a new price. Each change must pass
// `npm run check`; the week is then built. Run by scripts/e2e.mjs: it writes the build to
// dist-writers-week/ and what changed to dist-writers-week/week.json, which
// tests/e2e/writers-week.spec.ts reads and checks in the browser.
import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parseDocument } from 'yaml'
import { copyOfProject, writersEnvironment } from '../unit/project-fixture'
import { postAddress } from '../../lib/content/addresses'
import { slugify } from '../../lib/slug'

/** Where the week's build and its record go, in the project's root. */
export const WEEK_DIR = 'dist-writers-week'

/** What the week changed, for the browser tests: every address its changes touch, and what each should show. */
export interface Week {
  /** Pages the changes touch, each with words that must show on it. */
  pages: Array<{ address: string; shows: string[]; change: string }>
  /** The old address of the renamed page and where it leads now. */
  renamed: { from: string; to: string }
}

class WriterStepFailed extends Error {}

/** Front-matter and body of a content file, edited as a writer edits it: values set, `draft: true` and its comment line removed. */
function edit(file: string, values: Record<string, unknown>, body?: string) {
  const text = readFileSync(file, 'utf8')
  const match = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(text)
  if (!match) throw new WriterStepFailed(`${file} has no front-matter`)
  const yaml = match[1]
    .split('\n')
    .filter((line) => line !== 'draft: true' && !/^# A draft until/.test(line))
    .join('\n')
  const doc = parseDocument(yaml)
  for (const [path, value] of Object.entries(values)) doc.setIn(path.split('.'), value)
  writeFileSync(file, `---\n${doc.toString().trimEnd()}\n---\n${body === undefined ? match[2] : `\n${body.trim()}\n`}`)
}

/** A YAML data file with one value changed, its comments kept. */
function setInYaml(file: string, path: Array<string | number>, value: unknown) {
  const doc = parseDocument(readFileSync(file, 'utf8'))
  doc.setIn(path, value)
  writeFileSync(file, doc.toString())
}

/** Every content file below `dir`, as a path relative to it. */
function contentFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((path) => path.endsWith('.mdx'))
}

/**
 * The first of `names` that the project's content does not use yet: no file of that name in `folder`
 * and no entry with that title, name or question anywhere. A writer's new entry is new, whatever
 * entries writers have added since this test was written (a guide on epilepsy, a page on accessibility).
 */
function unused(contentDir: string, folder: string, names: string[]): string {
  const used = new Set<string>()
  for (const file of contentFiles(contentDir)) {
    for (const match of readFileSync(join(contentDir, file), 'utf8').matchAll(
      /^(?:title|name|question): *"?(.+?)"?$/gm,
    ))
      used.add(match[1].split(' | ')[0].toLowerCase())
  }
  const found = names.find(
    (name) => !existsSync(join(contentDir, folder, `${slugify(name)}.mdx`)) && !used.has(name.toLowerCase()),
  )
  if (!found)
    throw new WriterStepFailed(
      `The writer's week needs a new ${folder} entry, but the content already has every name it tries: ${names.join(', ')}`,
    )
  return found
}

/**
 * Makes the week's changes in the project at `dir`, checking after each; with `git`, in a fresh
 * repository of it, the rename on a branch, where the check must stop until the redirect is written.
 */
export function applyWritersWeek(dir: string, { git = true } = {}): Week {
  const env = writersEnvironment({
    GIT_AUTHOR_NAME: 'Writer',
    GIT_AUTHOR_EMAIL: 'w@example.org',
    GIT_COMMITTER_NAME: 'Writer',
    GIT_COMMITTER_EMAIL: 'w@example.org',
  })
  const run = (command: string, args: string[]) =>
    execFileSync(command, args, { cwd: dir, encoding: 'utf8', env, stdio: ['ignore', 'pipe', 'pipe'] })
  const npm = (...args: string[]) => run('npm', ['run', '--silent', ...args])
  const at = (path: string) => join(dir, path)
  /** `npm run check` as a writer runs it after each change: it must pass. */
  const check = (step: string) => {
    try {
      npm('check')
    } catch (error) {
      const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string }
      throw new WriterStepFailed(
        `After "${step}", npm run check failed, though the change is one a writer may make:\n${stdout}${stderr}`,
      )
    }
  }
  const commit = (message: string) => {
    if (!git) return
    run('git', ['add', '-A'])
    run('git', ['commit', '-qm', message])
  }
  const pages: Week['pages'] = []
  if (git) run('git', ['init', '-q', '-b', 'main'])
  commit('The site as it is')

  // 1. A sentence added to a condition: the first one in the folder, whatever it is called.
  const conditionFile = readdirSync(at('content/conditions'))
    .filter((name) => name.endsWith('.mdx'))
    .sort()[0]
  const conditionText = readFileSync(at(`content/conditions/${conditionFile}`), 'utf8')
  const paragraph = conditionText
    .split('\n')
    .find((line, index, lines) => index > 0 && /^[A-Z][^<|]*\.$/.test(line) && lines.indexOf('---', 1) < index)
  if (!paragraph)
    throw new WriterStepFailed(
      `content/conditions/${conditionFile} has no paragraph of plain words to add a sentence to`,
    )
  const sentence = 'Bring a list of your medicines to your first visit.'
  writeFileSync(at(`content/conditions/${conditionFile}`), conditionText.replace(paragraph, `${paragraph} ${sentence}`))
  check('a sentence added to a condition')
  pages.push({
    address: `/conditions/${conditionFile.replace(/\.mdx$/, '')}`,
    shows: [sentence],
    change: 'a sentence added',
  })

  // 2. A new published condition, started with `npm run new` and filled in.
  const condition = unused(at('content'), 'conditions', ['Epilepsy', 'Epilepsy and Seizures', 'Seizure Disorders'])
  const conditionId = slugify(condition)
  npm('new', 'condition', condition)
  edit(
    at(`content/conditions/${conditionId}.mdx`),
    {
      description:
        'Epilepsy causes repeated seizures. Our neurologists find the cause and help you control your seizures.',
      shortDescription: 'Repeated seizures, from brief staring spells to shaking of the whole body.',
      symptoms: [
        'Shaking you cannot control',
        'Staring spells',
        'Sudden falls',
        'Loss of awareness',
        'Confusion after a spell',
      ],
      treatments: [
        'Seizure medicines',
        'Diet therapy',
        'Nerve stimulation',
        'Surgery for some people',
        'Help with sleep and stress',
      ],
      'urgent.signs': ['A seizure that lasts more than 5 minutes', 'A second seizure before the person wakes up'],
      reviewer: 'elena-ruiz',
      sources: [
        {
          title: 'National Institute of Neurological Disorders and Stroke: Epilepsy',
          url: 'https://www.ninds.nih.gov/health-information/disorders/epilepsy-and-seizures',
        },
      ],
    },
    `Epilepsy is a condition of the brain that causes repeated seizures. A seizure is a burst of electrical activity in the brain. It can change how you move, feel or act for a short time.

Many people with epilepsy control their seizures with medicine. We find the cause and plan your care with you.

Call 911 if a seizure lasts more than 5 minutes, or if a second seizure starts before the person wakes up.`,
  )
  check('a new condition, published')
  pages.push({ address: `/conditions/${conditionId}`, shows: [condition, 'Staring spells'], change: 'a new condition' })
  pages.push({ address: '/conditions', shows: [condition], change: 'the list of conditions with the new one' })

  // 3. A new page.
  const pageTitle = unused(at('content'), 'pages', [
    'Accessibility',
    'Accessibility Help',
    'Help With Using This Website',
  ])
  const pageId = slugify(pageTitle)
  npm('new', 'page', pageTitle)
  edit(
    at(`content/pages/${pageId}.mdx`),
    { description: 'How we make our website easy to use for everyone, and how to tell us about a problem.' },
    `<PageHero title="${pageTitle}" intro="We want everyone to be able to use this website." />

We test our pages with screen readers and with the keyboard alone. If something is hard to use, please call us and we will help.`,
  )
  check('a new page')

  // 4. A new post.
  const postTitle = unused(at('content'), 'posts', [
    'Staying Active After a Stroke',
    'Staying Active After a Stroke: First Steps',
    'Moving Again After a Stroke',
  ])
  npm('new', 'post', postTitle)
  edit(
    at(`content/posts/${slugify(postTitle)}.mdx`),
    {
      excerpt: 'Moving every day helps your brain heal. Here is how to start safely.',
      imageAlt: 'Illustration of a brain',
    },
    `Moving every day helps your brain heal after a stroke. Start slowly and ask your care team what is safe.

## Small steps

Walk a little more each week. Rest when you feel tired.`,
  )
  check('a new post')
  pages.push({ address: postAddress(postTitle), shows: [postTitle, 'Small steps'], change: 'a new post' })

  // 5. A new question in the resources group of questions.
  const question = unused(at('content'), 'faqs', [
    'Can I bring a family member to my visit?',
    'Can a friend come with me to my visit?',
    'May someone I trust join my visit?',
  ])
  npm('new', 'faq', question)
  edit(at(`content/faqs/${slugify(question)}.mdx`), {
    answer: 'Yes. A family member or friend is welcome. They can help you remember what the doctor said.',
  })
  check('a new question')
  pages.push({ address: '/resources', shows: [postTitle, question], change: 'a new post and a new question' })
  commit('A week of new content')

  // 6. The new page renamed, on a branch: without its redirect the check must stop, with it pass.
  if (git) run('git', ['checkout', '-qb', 'rename'])
  const renamed = { from: `/${pageId}`, to: `/${pageId}-statement` }
  renameSync(at(`content/pages/${pageId}.mdx`), at(`content/pages${renamed.to}.mdx`))
  let refused = ''
  try {
    npm('check')
  } catch (error) {
    refused = String((error as { stdout?: string }).stdout ?? '')
  }
  if (git && !refused.includes(renamed.from))
    throw new WriterStepFailed(
      `Renaming content/pages/${pageId}.mdx without a redirect passed npm run check; it must name ${renamed.from}:\n${refused}`,
    )
  const redirects = readFileSync(at('content/redirects.yaml'), 'utf8')
  const entry = `- from: ${renamed.from}\n  to: ${renamed.to}\n  why: The page was renamed.\n`
  // A writer adds the entry before the catch-all rules, which must stay last.
  const firstWildcard = redirects.search(/^(?:#[^\n]*\n)*- from: [^\n]*\*/m)
  writeFileSync(
    at('content/redirects.yaml'),
    firstWildcard < 0
      ? `${redirects.trimEnd()}\n${entry}`
      : `${redirects.slice(0, firstWildcard)}${entry}${redirects.slice(firstWildcard)}`,
  )
  check('the new page renamed, with its redirect')
  pages.push({ address: renamed.to, shows: [pageTitle, 'screen readers'], change: 'the new page, renamed' })

  // 7. A new phone number and a new price for the first plan.
  const phone = '(312) 555-0199'
  setInYaml(at('content/site.yaml'), ['contact', 'phone'], phone)
  const planFile = readdirSync(at('content/plans'))
    .filter((name) => name.endsWith('.mdx'))
    .sort()[0]
  const planText = readFileSync(at(`content/plans/${planFile}`), 'utf8')
  const oldPrice = /^price: \$([\d,]+)/m.exec(planText)
  if (!oldPrice) throw new WriterStepFailed(`content/plans/${planFile} has no price in dollars to change`)
  const price = `$${(Number(oldPrice[1].replace(/,/g, '')) + 11).toLocaleString('en-US')}`
  writeFileSync(at(`content/plans/${planFile}`), planText.replace(oldPrice[0], `price: ${price}`))
  check('a new phone number and a new price')
  pages.push({ address: '/contact', shows: [phone], change: 'a new phone number' })
  pages.push({ address: '/', shows: [phone], change: 'a new phone number, in the footer' })
  pages.push({ address: '/pricing', shows: [price], change: 'a new price' })
  commit('The page renamed, a new phone number and a new price')
  return { pages, renamed }
}

function main() {
  const root = resolve(import.meta.dirname, '../..')
  const dir = copyOfProject(root)
  try {
    const week = applyWritersWeek(dir)
    // The week, built as the host builds it.
    const out = join(root, WEEK_DIR)
    rmSync(out, { recursive: true, force: true })
    try {
      execFileSync(process.execPath, ['scripts/build.mjs'], {
        cwd: dir,
        encoding: 'utf8',
        env: writersEnvironment(),
        stdio: ['ignore', 'pipe', 'pipe'],
      })
    } catch (error) {
      const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string }
      throw new WriterStepFailed(`npm run build failed on the writer's week:\n${stdout}${stderr}`)
    }
    if (!existsSync(join(dir, 'dist/client/index.html'))) throw new WriterStepFailed("The writer's week built no site")
    cpSync(join(dir, 'dist'), out, { recursive: true })
    writeFileSync(join(out, 'week.json'), JSON.stringify(week, null, 2))
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  try {
    main()
  } catch (error) {
    console.error(error instanceof WriterStepFailed ? error.message : error)
    process.exit(1)
  }
}

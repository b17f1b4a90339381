// A writer's week, made as writers make it: in a copy of the project with its history, on a branch,
// one commit per change, with the project's own tools. A sentence added to a condition, a new
// published condition, a new page linked from the footer, a new post, a sixth question, the new page
// renamed with its redirect, a new phone number and a new price, a Spanish page updated; then a
// clinician's first key, merged into main in a change of its own, and their signatures of the pages
// they review, on the branch once it has main's key. After each commit `npm run check` and
// `npm run review status` must pass; at the end `npm run changes` compares the branch with main and
// the week is built. Run by scripts/e2e.mjs: it writes the build to dist-writers-week/ and what changed
// to dist-writers-week/week.json, which tests/e2e/writers-week.spec.ts reads and checks in the browser,
// and the week's page of changes to dist-changes/ for tests/e2e/changes.spec.ts.
import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { isSeq, parseDocument } from 'yaml'
import { copyOfProject, gitIn, writersEnvironment } from '../unit/project-fixture'
import { published } from '../content'
import { postAddress } from '../../lib/content/addresses'
import { slugify } from '../../lib/slug'
// @ts-expect-error: a plain JavaScript module of the project's scripts
import { has, installWithApt } from '../../scripts/apt.mjs'

/** Where the week's build and its record go, in the project's root. */
export const WEEK_DIR = 'dist-writers-week'

/** What the week changed, for the browser tests: every address its changes touch, and what each should show. */
export interface Week {
  /** Pages the changes touch, each with words that must show on it. */
  pages: Array<{ address: string; shows: string[]; change: string }>
  /** The old address of the renamed page and where it leads now. */
  renamed: { from: string; to: string }
  /** The symptom changed, as the page of changes shows it: on which page, before and after, and the field's row. */
  symptom: { address: string; removed: string; added: string; field: string }
}

/** Where the week's page of changes goes, with change.json (its symptom), for tests/e2e/changes.spec.ts. */
export const CHANGES_DIR = 'dist-changes'

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

/** The front-matter of a content file, edited as the web team edits it: `change` gets the YAML document, every other line stays. */
function editFrontmatter(file: string, change: (document: ReturnType<typeof parseDocument>) => void) {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(readFileSync(file, 'utf8'))
  if (!match) throw new WriterStepFailed(`${file} has no front-matter`)
  const document = parseDocument(match[1])
  change(document)
  writeFileSync(file, `---\n${document.toString({ lineWidth: 0 })}---\n${match[2]}`)
}

/**
 * Makes the week's changes in the git repository at `dir` (a copy of the project on main), each a
 * commit on the branch `week`, checked as a writer checks it. Returns what the browser should show.
 */
export function applyWritersWeek(dir: string, keys: string): Week {
  const env = writersEnvironment()
  const run = (command: string, args: string[]) =>
    execFileSync(command, args, { cwd: dir, encoding: 'utf8', env, stdio: ['ignore', 'pipe', 'pipe'] })
  const tool = (script: string, ...args: string[]) =>
    run(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args])
  const at = (path: string) => join(dir, path)
  /** `npm run check` and `npm run review status`, as a writer runs them after a change: both must pass. */
  const tools = (step: string) => {
    for (const [script, ...args] of [['check'], ['review', 'status']]) {
      try {
        tool(script, ...args)
      } catch (error) {
        const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string }
        throw new WriterStepFailed(
          `After "${step}", npm run ${[script, ...args].join(' ')} failed, though the change is one a writer may make:\n${stdout}${stderr}`,
        )
      }
    }
  }
  /** One commit for one change, then the writer's checks. */
  const commit = (step: string) => {
    gitIn(dir, 'add', '--all')
    gitIn(dir, 'commit', '--quiet', '-m', step)
    tools(step)
  }
  const pages: Week['pages'] = []
  gitIn(dir, 'checkout', '--quiet', '-b', 'week', 'main')

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
  commit('A sentence added to a condition')
  pages.push({
    address: `/conditions/${conditionFile.replace(/\.mdx$/, '')}`,
    shows: [sentence],
    change: 'a sentence added',
  })

  // 2. A new published condition, started with `npm run new` and filled in.
  const condition = unused(at('content'), 'conditions', ['Epilepsy', 'Epilepsy and Seizures', 'Seizure Disorders'])
  const conditionId = slugify(condition)
  tool('new', 'condition', condition)
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
  commit('A new condition, published')
  pages.push({ address: `/conditions/${conditionId}`, shows: [condition, 'Staring spells'], change: 'a new condition' })
  pages.push({ address: '/conditions', shows: [condition], change: 'the list of conditions with the new one' })

  // 3. A new page, and a link to it in the footer's first group, as WRITING.md says.
  const pageTitle = unused(at('content'), 'pages', [
    'Accessibility',
    'Accessibility Help',
    'Help With Using This Website',
  ])
  const pageId = slugify(pageTitle)
  tool('new', 'page', pageTitle)
  edit(
    at(`content/pages/${pageId}.mdx`),
    { description: 'How we make our website easy to use for everyone, and how to tell us about a problem.' },
    `<PageHero title="${pageTitle}" intro="We want everyone to be able to use this website." />

We test our pages with screen readers and with the keyboard alone. If something is hard to use, please call us and we will help.`,
  )
  const navigation = parseDocument(readFileSync(at('content/navigation.yaml'), 'utf8'))
  const footerLinks = navigation.getIn(['footer', 'groups', 0, 'links'])
  if (!isSeq(footerLinks)) throw new WriterStepFailed('content/navigation.yaml has no footer group of links to add to')
  footerLinks.add(navigation.createNode({ label: pageTitle, href: `/${pageId}` }))
  writeFileSync(at('content/navigation.yaml'), navigation.toString())
  commit('A new page, linked from the footer')

  // 4. A new post.
  const postTitle = unused(at('content'), 'posts', [
    'Staying Active After a Stroke',
    'Staying Active After a Stroke: First Steps',
    'Moving Again After a Stroke',
  ])
  tool('new', 'post', postTitle)
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
  commit('A new post')
  pages.push({ address: postAddress(postTitle), shows: [postTitle, 'Small steps'], change: 'a new post' })

  // 5. A new question in the resources group of questions.
  const question = unused(at('content'), 'faqs', [
    'Can I bring a family member to my visit?',
    'Can a friend come with me to my visit?',
    'May someone I trust join my visit?',
  ])
  tool('new', 'faq', question)
  edit(at(`content/faqs/${slugify(question)}.mdx`), {
    answer: 'Yes. A family member or friend is welcome. They can help you remember what the doctor said.',
  })
  commit('A new question')
  pages.push({ address: '/resources', shows: [postTitle, question], change: 'a new post and a new question' })

  // 6. The new page renamed: without its redirect the check must stop; with it, and the footer's link
  // changed to the new address, it passes. The page was published on main first, as a writer's merged change.
  gitIn(dir, 'checkout', '--quiet', 'main')
  gitIn(dir, 'merge', '--quiet', '--no-ff', '-m', "The week's first changes", 'week')
  gitIn(dir, 'checkout', '--quiet', 'week')
  const renamed = { from: `/${pageId}`, to: `/${pageId}-statement` }
  renameSync(at(`content/pages/${pageId}.mdx`), at(`content/pages${renamed.to}.mdx`))
  writeFileSync(
    at('content/navigation.yaml'),
    readFileSync(at('content/navigation.yaml'), 'utf8').replace(`href: ${renamed.from}\n`, `href: ${renamed.to}\n`),
  )
  let refused = ''
  try {
    tool('check')
  } catch (error) {
    refused = String((error as { stdout?: string }).stdout ?? '')
  }
  if (!refused.includes(`${renamed.from} (made by content/pages/${pageId}.mdx where this branch left main) is gone`))
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
  commit('The new page renamed, with its redirect')
  pages.push({ address: renamed.to, shows: [pageTitle, 'screen readers'], change: 'the new page, renamed' })

  // 6b. A symptom changed on the first published condition of the generic layout, after main has the
  // week's first changes: the page of changes shows the words removed and added (tests/e2e/changes.spec.ts).
  const generic = published('conditions').find((entry) => entry.layout !== 'bespoke')
  if (!generic) throw new WriterStepFailed('The week needs a published condition of the generic layout')
  const removed = generic.symptoms[1]
  const genericLines = readFileSync(at(generic.file), 'utf8').split('\n')
  const symptomLine = genericLines.findIndex((text) => /^\s*-\s/.test(text) && text.includes(removed))
  if (symptomLine < 0) throw new WriterStepFailed(`${generic.file} does not list its symptoms one a line`)
  const added = 'Snoring so loud it wakes others'
  genericLines[symptomLine] = genericLines[symptomLine].replace(removed, added)
  writeFileSync(at(generic.file), genericLines.join('\n'))
  commit('A symptom changed')
  const symptom = { address: generic.address!, removed, added, field: 'symptoms 2' }
  pages.push({ address: generic.address!, shows: [added], change: 'a symptom changed' })

  // 7. A new phone number.
  const phone = '(312) 555-0199'
  setInYaml(at('content/site.yaml'), ['contact', 'phone'], phone)
  commit('A new phone number')
  pages.push({ address: '/contact', shows: [phone], change: 'a new phone number' })
  pages.push({ address: '/', shows: [phone], change: 'a new phone number, in the footer' })

  // 8. A new price for the first plan.
  const planFile = readdirSync(at('content/plans'))
    .filter((name) => name.endsWith('.mdx'))
    .sort()[0]
  const planText = readFileSync(at(`content/plans/${planFile}`), 'utf8')
  const oldPrice = /^price: \$([\d,]+)/m.exec(planText)
  if (!oldPrice) throw new WriterStepFailed(`content/plans/${planFile} has no price in dollars to change`)
  const price = `$${(Number(oldPrice[1].replace(/,/g, '')) + 11).toLocaleString('en-US')}`
  writeFileSync(at(`content/plans/${planFile}`), planText.replace(oldPrice[0], `price: ${price}`))
  commit('A new price')
  pages.push({ address: '/pricing', shows: [price], change: 'a new price' })

  // 9. A Spanish page updated: a sentence added to the first Spanish condition page's first paragraph.
  const spanishFile = readdirSync(at('content/es/conditions'))
    .filter((name) => name.endsWith('.mdx'))
    .sort()[0]
  if (spanishFile) {
    const spanishText = readFileSync(at(`content/es/conditions/${spanishFile}`), 'utf8')
    const spanishParagraph = spanishText
      .split('\n')
      .find((line, index, lines) => index > 0 && /^[A-ZÁÉÍÓÚ¿][^<|]*\.$/.test(line) && lines.indexOf('---', 1) < index)
    if (!spanishParagraph)
      throw new WriterStepFailed(`content/es/conditions/${spanishFile} has no paragraph of plain words to add to`)
    const frase = 'Traiga una lista de sus medicinas a su primera visita.'
    writeFileSync(
      at(`content/es/conditions/${spanishFile}`),
      spanishText.replace(spanishParagraph, `${spanishParagraph} ${frase}`),
    )
    commit('Una frase nueva en español')
    pages.push({
      address: `/es/conditions/${spanishFile.replace(/\.mdx$/, '')}`,
      shows: [frase],
      change: 'a Spanish page updated',
    })
  }

  // 10. A clinician's first key, in a change of its own merged into main; then, on the week's branch
  // once it has main's key, their signatures of the pages they review.
  const signed = readdirSync(at('content/conditions'))
    .sort()
    .map((name) => `content/conditions/${name}`)
    .filter((file) => /^reviewer: [a-z-]+$/m.test(readFileSync(at(file), 'utf8')))
  const member = /^reviewer: ([a-z-]+)$/m.exec(readFileSync(at(signed[0]), 'utf8'))![1]
  const pagesOfMember = signed
    .filter((file) => new RegExp(`^reviewer: ${member}$`, 'm').test(readFileSync(at(file), 'utf8')))
    .slice(0, 2)
  const keyFile = join(keys, member)
  execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-C', `${member}@example.org`, '-f', keyFile])
  gitIn(dir, 'checkout', '--quiet', '-b', 'key', 'main')
  editFrontmatter(at(`content/team/${member}.mdx`), (document) => {
    const key = { key: readFileSync(`${keyFile}.pub`, 'utf8').trim(), from: new Date().toISOString().slice(0, 10) }
    const listed = document.getIn(['review', 'keys'])
    if (isSeq(listed)) listed.add(document.createNode(key))
    else document.setIn(['review', 'keys'], [key])
  })
  commit(`${member}'s signing key`)
  gitIn(dir, 'checkout', '--quiet', 'main')
  gitIn(dir, 'merge', '--quiet', '--no-ff', '-m', `Merge ${member}'s signing key`, 'key')
  gitIn(dir, 'checkout', '--quiet', 'week')
  gitIn(dir, 'merge', '--quiet', '--no-edit', 'main')
  tool('review', 'sign', ...pagesOfMember, '--key', keyFile)
  commit(`Clinical review of ${pagesOfMember.join(', ')}`)
  const status = tool('review', 'status', ...pagesOfMember)
  const memberName = /^name: "?([^"\n]+)"?$/m.exec(readFileSync(at(`content/team/${member}.mdx`), 'utf8'))![1]
  for (const file of pagesOfMember)
    if (!new RegExp(`reviewed +${file.replace(/[.]/g, '\\.')} +by ${memberName.replace(/[.]/g, '\\.')}`).test(status))
      throw new WriterStepFailed(`npm run review status does not say ${file} was reviewed by ${memberName}:\n${status}`)
  for (const file of pagesOfMember)
    pages.push({
      address: `/conditions/${file.slice('content/conditions/'.length, -'.mdx'.length)}`,
      shows: [memberName],
      change: `signed by ${memberName}`,
    })

  // What a reviewer reads of the whole week: npm run changes against main.
  let summary = ''
  try {
    summary = tool('changes', 'main')
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string }
    throw new WriterStepFailed(`npm run changes failed on the writer's week:\n${stdout}${stderr}`)
  }
  for (const address of [postAddress(postTitle), renamed.to, `/conditions/${conditionId}`])
    if (!summary.includes(`(${address})`))
      throw new WriterStepFailed(`npm run changes does not list ${address}:\n${summary}`)
  return { pages, renamed, symptom }
}

function main() {
  const root = resolve(import.meta.dirname, '../..')
  if (!has('ssh-keygen') && !(installWithApt('openssh-client', "The writer's week signs pages") && has('ssh-keygen')))
    throw new WriterStepFailed(
      "The writer's week signs pages with ssh-keygen: install OpenSSH (on Debian or Ubuntu: apt-get install openssh-client).",
    )
  const dir = copyOfProject(root)
  const keys = mkdtempSync(join(tmpdir(), 'week-keys-'))
  try {
    const week = applyWritersWeek(dir, keys)
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
    // The page of changes npm run changes wrote for the week, as a pull request's preview shows it.
    const changes = join(root, CHANGES_DIR)
    rmSync(changes, { recursive: true, force: true })
    cpSync(join(dir, 'dist-preview/client/_changes'), changes, { recursive: true })
    writeFileSync(join(changes, 'change.json'), JSON.stringify(week.symptom))
  } finally {
    rmSync(dir, { recursive: true, force: true })
    rmSync(keys, { recursive: true, force: true })
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

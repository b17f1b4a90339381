/**
 * The one content pipeline: the build, the live preview and `npm run check` all compile content
 * through these functions, so a mistake is reported the same way everywhere.
 */
import { VFile } from 'vfile'
import { dataFiles, type CollectionName } from './schema'
import { checkAgainst, normalizeSource, parseYaml, type ParsedYaml } from './frontmatter'
import { readFrontmatter, splitContent } from './store'
import type { Problem } from './problems'
import { collectionOf } from './addresses'
import { markRuleOf } from './records'
import { mdxParts } from '../../components/mdx-components'
import { rehypeHeadingIds } from './rehype-heading-ids'
import { scanBody, type BodyScan, type PlacedAddress } from './body-rules'
import { dataFileLinks, frontmatterImages } from './images'
import { frontmatterPassages, type Passage } from './prose'
import { frontmatterMarkProblems, withMarkQuoteHint, type GlossaryIndex } from './glossary'
import { glossaryAt } from './glossary-file'
import { urgentHelpPlacement, urgentHelpProblems, type UrgentHelpPlacement } from './urgent-help-rule'
import { hiddenCharacterInFile } from './characters'
import { limitProblem } from './limits'
import { cachedCompile } from './body-cache'
import type { Root } from 'mdast'

interface CompiledFile {
  /** The JavaScript, when the file has no error: a data file's module, or an MDX body's function body (lib/content/bodies.ts runs it). */
  code?: string
  /** The validated front-matter or data. */
  data?: unknown
  problems: Problem[]
  /** The file's words where they stand (front-matter, then body), when it has no error: for the house style and the reading grade. */
  passages?: Passage[]
  /** The site paths and addresses the body links to, where each is written, when the file has no error. */
  links?: PlacedAddress[]
  /** The pictures the file names (front-matter or data fields, then the body), where each is written, when it has no error. */
  images?: PlacedAddress[]
  /** Where a front-matter (or data) field stands, when the file has no error and has front-matter. */
  locate?: ParsedYaml['locate']
  /** Whether an MDX body gives its page the main heading (a # heading or <PageHero>), when it has no error. */
  hasMainHeading?: boolean
}

export function isDataFile(file: string): file is `content/${keyof typeof dataFiles}` {
  return file.startsWith('content/') && Object.hasOwn(dataFiles, file.slice('content/'.length))
}

/**
 * Checks the body on its syntax tree (lib/content/body-rules.ts). A body that breaks a rule is never
 * compiled into code; one that passes is handed every part where it runs (lib/content/bodies.ts).
 */
function remarkContentRules(options: {
  file: string
  scan: BodyFindings
  glossary: GlossaryIndex | null
  today: string
}) {
  return (tree: Root) => {
    const result = scanBody(options.file, tree, mdxParts, options.glossary, { today: options.today })
    options.scan.result = result
    if (result.problems.some((p) => p.severity === 'error')) throw new RulesBroken()
    options.scan.urgentHelp = urgentHelpPlacement(tree)
  }
}

class RulesBroken extends Error {}

/** What the walk over the body found, for the rules that also need the front-matter. */
interface BodyFindings {
  result?: BodyScan
  urgentHelp?: UrgentHelpPlacement
}

/**
 * Where a compiler message points: MDX syntax errors carry it in `place` (a point or a range), and
 * an unclosed tag only in its text, "(38:1-38:9)", which then is the place of the tag.
 */
function placeOf(error: {
  reason?: string
  message: string
  place?: { line?: number; column?: number; start?: { line: number; column: number } }
}) {
  const point = error.place && 'start' in error.place ? error.place.start : error.place
  if (point?.line) return { line: point.line, column: point.column ?? 1 }
  const written = /\((\d+):(\d+)(?:-\d+:\d+)?\)/.exec(error.reason ?? error.message)
  return written ? { line: Number(written[1]), column: Number(written[2]) } : { line: 1, column: 1 }
}

/** The compiler's words, made a writer's where they are a programmer's. */
function syntaxMessage(reason: string): string {
  const unclosed = /^Expected a closing tag for `<([A-Za-z0-9.]*)[^`]*`/.exec(reason)
  if (unclosed && /^[a-z]/.test(unclosed[1]))
    return `<${unclosed[1]}> is HTML, which content may not hold: write it in Markdown, or use a listed part`
  if (unclosed)
    return `<${unclosed[1]}> is never closed: add </${unclosed[1]}> after its content, or write <${unclosed[1]} ... /> when it holds nothing`
  return reason.replace(/\s*\(\d+:\d+(?:-\d+:\d+)?\)/, '')
}

/**
 * Every page has one main heading (h1). A bespoke condition gives it in its body (<PageHero> or a #
 * heading); a page file may, or else its title becomes the heading (components/ContentPage.tsx);
 * every other body is shown inside a page that already has one.
 */
function mainHeadingProblems(
  file: string,
  collection: CollectionName | null,
  data: unknown,
  headings: BodyScan['pageHeadings'],
): Problem[] {
  // A condition whose front-matter has a mistake has no known layout: its own messages come first.
  if (collection === 'conditions' && data === undefined) return []
  const bespoke = collection === 'conditions' && (data as { layout?: string } | undefined)?.layout === 'bespoke'
  const givesHeading = collection === 'pages' || bespoke
  const field = bespoke ? 'layout' : 'mdx'
  if (bespoke && headings.length === 0) {
    const message =
      'a bespoke page needs one main heading: open the body with <PageHero title="..." /> (or a # heading), or use layout: generic'
    return [{ file, line: 1, column: 1, field, message, severity: 'error' }]
  }
  if (givesHeading && headings.length > 1) {
    const message = `a page has one main heading, but this body gives ${headings.length} (a # heading or <PageHero> each): make the others ## headings`
    return [{ file, ...headings[1], field, message, severity: 'error' }]
  }
  if (!givesHeading && headings.length) {
    return [
      {
        file,
        ...headings[0],
        field,
        message:
          'this text is shown inside a page that has its main heading already: start headings at ## (and leave <PageHero> to pages)',
        severity: 'error',
      },
    ]
  }
  return []
}

/** Validates a data file (content/site.yaml, content/navigation.yaml) and makes it a module. */
export function compileDataFile(file: string, source: string): CompiledFile {
  const name = file.slice('content/'.length) as keyof typeof dataFiles
  const schema = dataFiles[name]
  const text = normalizeSource(source)
  // Too large or too deep to read quickly: refused before it is parsed.
  const limit = limitProblem(file, text, { yaml: text, yamlFirstLine: 1 })
  if (limit) return { problems: [limit] }
  const parsed = parseYaml(file, text, 1)
  const hidden = hiddenCharacterInFile(file, text, parsed.problems)
  if (hidden) parsed.problems.push(hidden)
  if (parsed.problems.length) return { problems: withMarkQuoteHint(parsed.problems, text) }
  const { value, problems } = checkAgainst(file, schema, parsed)
  if (problems.length) return { problems: withMarkQuoteHint(problems, text) }
  // A data file's words show as written (labels, links), so a [[term]] mark there is a mistake.
  const marks = frontmatterMarkProblems({
    file,
    marks: markRuleOf(schema),
    data: value,
    source: text,
    locate: parsed.locate,
    glossary: null,
  })
  if (marks.length) return { problems: marks }
  return {
    data: value,
    code: `export default ${JSON.stringify(value)}\n`,
    problems: [],
    passages: frontmatterPassages(value, parsed.locate, schema),
    images: frontmatterImages(parsed.data, parsed.locate),
    links: dataFileLinks(value, parsed.locate),
    locate: parsed.locate,
  }
}

/**
 * The front-matter last read from each file, with the text it was read from: the lists' module
 * (lib/content/vite-plugin.ts) reads every file again whenever one changes, and only that one has
 * to be read anew.
 */
const lastRead = new Map<string, { text: string; glossary: GlossaryIndex | null; data: unknown; problems: Problem[] }>()

/**
 * Only the front-matter, as a module that exports it: what lists, menus and routes read
 * (lib/content/collections.ts), without compiling every body into every page's code.
 */
export function compileFrontmatter(
  file: string,
  source: string,
  options: { glossary?: GlossaryIndex | null } = {},
): CompiledFile {
  const glossary = options.glossary === undefined ? glossaryAt(process.cwd()) : options.glossary
  const text = normalizeSource(source)
  const known = lastRead.get(file)
  const { data, problems } =
    known && known.text === text && known.glossary === glossary ? known : readFrontmatter(file, text, glossary)
  lastRead.set(file, { text, glossary, data, problems })
  if (problems.some((p) => p.severity === 'error')) return { problems }
  return { data, code: `export const frontmatter = ${JSON.stringify(data)};\n`, problems }
}

/**
 * A body compiled to the body of a function, with what the walk over it found; the compiler's or the
 * rules' problems when it cannot be. Plain data, so it can be kept between runs (lib/content/body-cache.ts).
 */
async function compileBody(
  file: string,
  body: string,
  glossary: GlossaryIndex | null,
  today: string,
): Promise<{ code?: string; problems: Problem[]; scan: BodyFindings }> {
  const scan: BodyFindings = {}
  // Loaded when a body is compiled: the content check, when it finds every body in the cache, and
  // the build's own steps, which read front-matter only, never load the compiler.
  const [{ compile }, { default: remarkGfm }] = await Promise.all([import('@mdx-js/mdx'), import('remark-gfm')])
  try {
    const compiled = await compile(new VFile({ path: file, value: body }), {
      outputFormat: 'function-body',
      providerImportSource: '@mdx-js/react',
      remarkPlugins: [remarkGfm, [remarkContentRules, { file, scan, glossary, today }]],
      rehypePlugins: [rehypeHeadingIds],
    })
    return { code: String(compiled), problems: [], scan }
  } catch (error) {
    if (error instanceof RulesBroken) return { problems: scan.result?.problems ?? [], scan }
    const e = error as { reason?: string; message: string }
    const message = syntaxMessage(e.reason ?? e.message)
    return { problems: [{ file, ...placeOf(e), field: 'mdx', message, severity: 'error' }], scan }
  }
}

/**
 * Validates an MDX file's front-matter and compiles its body, the one way the preview, the check and
 * the build do: to the body of a function that returns the page's body component, run where the page
 * renders (lib/content/bodies.ts), with `hasMainHeading` and the other findings in the result.
 */
export async function compileMdxFile(
  file: string,
  source: string,
  options: {
    glossary?: GlossaryIndex | null
    /** The file's front-matter as checked already (a page being rendered has it), so it is not read again. */
    frontmatter?: unknown
    /** The day (YYYY-MM-DD) key facts' figures are dated against; today. */
    today?: string
  } = {},
): Promise<CompiledFile> {
  const collection = collectionOf(file)
  // The terms marks may name (content/glossary.yaml); callers that know the project's root pass it.
  const glossary = options.glossary === undefined ? glossaryAt(process.cwd()) : options.glossary
  const today = options.today ?? new Date().toISOString().slice(0, 10)
  const { source: text, body } = splitContent(source)
  // Too large or too deep to read quickly: refused before it is parsed (the front-matter's own bounds are read with it).
  const limit = limitProblem(file, text, { body })
  if (limit) return { problems: [limit] }
  const front =
    options.frontmatter === undefined
      ? readFrontmatter(file, text, glossary)
      : { data: options.frontmatter, problems: [], passages: [], images: [] }
  const problems: Problem[] = [...front.problems]
  const { data, passages, images, locate } = front
  // The body alone decides its compiled form (with the glossary, and the day key facts' figures are dated against).
  const compiled = await cachedCompile(file, [body, glossary?.version ?? '(no glossary)', today], () =>
    compileBody(file, body, glossary, today),
  )
  problems.push(...compiled.problems)
  const { code, scan } = compiled
  if (scan.result && !scan.result.problems.some((p) => p.severity === 'error')) {
    // The card's place is read from the main heading, so it is checked once the heading is right.
    const headingProblems = mainHeadingProblems(file, collection, data, scan.result.pageHeadings)
    problems.push(
      ...scan.result.problems,
      ...headingProblems,
      ...(headingProblems.length ? [] : urgentHelpProblems(file, collection, data, scan.urgentHelp)),
    )
  }
  const hidden = hiddenCharacterInFile(file, text, problems)
  if (hidden) problems.push(hidden)
  if (problems.some((p) => p.severity === 'error')) return { problems }
  const hasMainHeading = (scan.result?.pageHeadings.length ?? 0) > 0
  const found = scan.result
  // A function's body ends with its return: the runner names the function after its file (so an
  // error while the page renders can name it, lib/content/render-error.ts) and reads the rest from these facts.
  return {
    data,
    problems,
    passages: [...passages, ...(found?.passages ?? [])],
    links: found?.links ?? [],
    images: [...images, ...(found?.images ?? [])],
    locate,
    hasMainHeading,
    code,
  }
}

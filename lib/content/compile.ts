/**
 * The one content pipeline: the build, the live preview and `npm run check` all read content
 * through these functions, so a mistake is reported the same way everywhere.
 */
import { compile } from '@mdx-js/mdx'
import remarkGfm from 'remark-gfm'
import { VFile } from 'vfile'
import { collections, dataFiles, type CollectionName } from './schema'
import { checkAgainst, parseYaml, splitFrontmatter } from './frontmatter'
import type { Problem } from './problems'
import { mdxParts } from '../../components/mdx-components'
import { rehypeHeadingIds } from './rehype-heading-ids'

export interface CompiledFile {
  /** The JavaScript module, when the file has no error. */
  code?: string
  /** The validated front-matter or data. */
  data?: unknown
  problems: Problem[]
}

/** content/<collection>/<id>.mdx → the collection's name, or null for files outside collections. */
export function collectionOf(file: string): CollectionName | null {
  const match = /^content\/([^/]+)\/[^/]+\.mdx$/.exec(file)
  if (!match) return null
  return match[1] in collections ? (match[1] as CollectionName) : null
}

export function idOf(file: string): string {
  return file.replace(/^.*\//, '').replace(/\.[^.]+$/, '')
}

export function isDataFile(file: string): file is `content/${keyof typeof dataFiles}` {
  return file.startsWith('content/') && file.slice('content/'.length) in dataFiles
}

/** The parts (capitalised tags) a body places, and a problem for each name that is not a known part. */
export function partsUsed(file: string, body: string): { names: string[]; problems: Problem[] } {
  const names = new Set<string>()
  const problems: Problem[] = []
  let inCode = false
  body.split('\n').forEach((line, index) => {
    if (/^\s*```/.test(line)) inCode = !inCode
    if (inCode) return
    for (const match of line.replace(/`[^`]*`/g, (code) => ' '.repeat(code.length)).matchAll(/<([A-Z][A-Za-z0-9]*)/g)) {
      const name = match[1]
      if (name in mdxParts) names.add(name)
      else problems.push({ file, line: index + 1, column: (match.index ?? 0) + 1, field: 'mdx', message: `<${name}> is not a known part; the parts are listed in WRITING.md`, severity: 'error' })
    }
  })
  return { names: [...names].sort(), problems }
}

/**
 * Imports the parts a body uses, on its first line: that line is blank, because the front-matter
 * stood there, so every line of the body keeps its number for error messages.
 */
function withPartImports(body: string, names: string[]): string {
  if (!names.length) return body
  const imports = names.map((name) => `import { ${name} } from '/components/${mdxParts[name as keyof typeof mdxParts]}.tsx'`).join('; ')
  const [first, second] = body.split('\n', 2)
  if (first === '' && second === '') return `${imports}${body}`
  return `${imports}\n\n${body}`
}

/** Validates a data file (content/site.yaml, content/navigation.yaml) and makes it a module. */
export function compileDataFile(file: string, source: string): CompiledFile {
  const schema = dataFiles[file.slice('content/'.length) as keyof typeof dataFiles]
  const parsed = parseYaml(file, source, 1)
  if (parsed.problems.length) return { problems: parsed.problems }
  const { value, problems } = checkAgainst(file, schema, parsed)
  if (problems.length) return { problems }
  return { data: value, code: `export default ${JSON.stringify(value)}\n`, problems: [] }
}

/** Validates an MDX file's front-matter and compiles its body; the module exports `frontmatter` and the body as default. */
export async function compileMdxFile(file: string, source: string, options: { development?: boolean } = {}): Promise<CompiledFile> {
  const collection = collectionOf(file)
  const problems: Problem[] = []
  const { yaml, body } = splitFrontmatter(source)
  let data: unknown = {}
  if (collection) {
    if (yaml === null) {
      problems.push({ file, line: 1, column: 1, field: '(front-matter)', message: 'is missing: the file must start with --- , its fields, and --- ', severity: 'error' })
    } else {
      const parsed = parseYaml(file, yaml, 2)
      problems.push(...parsed.problems)
      if (!parsed.problems.length) {
        const checked = checkAgainst(file, collections[collection], parsed)
        problems.push(...checked.problems)
        data = checked.value
      }
    }
  }
  const parts = partsUsed(file, body)
  problems.push(...parts.problems)
  let code: string | undefined
  try {
    const compiled = await compile(new VFile({ path: file, value: withPartImports(body, parts.names) }), {
      providerImportSource: '@mdx-js/react',
      remarkPlugins: [remarkGfm],
      rehypePlugins: [rehypeHeadingIds],
      development: options.development ?? false,
    })
    code = String(compiled)
  } catch (error) {
    const e = error as { line?: number; column?: number; reason?: string; message: string }
    problems.push({ file, line: e.line ?? 1, column: e.column ?? 1, field: 'mdx', message: e.reason ?? e.message, severity: 'error' })
  }
  if (problems.some((p) => p.severity === 'error')) return { problems }
  return { data, code: `${code}\nexport const frontmatter = ${JSON.stringify(data)};\n`, problems }
}

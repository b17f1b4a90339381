// The build (scripts/build/index.ts) and the content check (scripts/check.ts) run as one JavaScript
// file each, compiled from their TypeScript by esbuild and kept in the project's .cache/tools, not
// through tsx as the other tools run. tsx's loader answers each module a process imports from a
// thread of its own: about 0.4 s before either tool did any work, and a third of the check's time
// on a rebuild after an edit (BENCHMARKS.md, note "tools"). The packages are imported as they are,
// from node_modules.
//
// A compiled file is named by the digest of everything it was made from: the text of each file
// compiled into it (as esbuild read it), this file's own text, esbuild's version and the project's
// folder (its own paths are written into it, below). So a file stands for exactly what it was made
// from and is never stale: before each run the files it was made from, listed beside it, are read
// again, and when their digest names no compiled file the tool is compiled anew (about 0.1 s).
// Whatever goes wrong here, the tool runs through tsx instead, as before.
//
// `node scripts/compiled.mjs scripts/check.ts --report` runs a tool in this process (npm run check).
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, extname, join, relative, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const here = fileURLToPath(import.meta.url)
/** esbuild's version, read without loading it: a run that finds its tool compiled does not need it. */
const esbuildVersion = () =>
  JSON.parse(readFileSync(createRequire(here).resolve('esbuild/package.json'), 'utf8')).version

/** Where the compiled tools are kept: under the project, so that their packages resolve from its node_modules. */
export const toolsFolder = (root) => join(root, '.cache', 'tools')

/** A compiled file no run has used for this long goes when another is written. */
const UNUSED_FOR = 24 * 60 * 60 * 1000

const loaders = { '.ts': 'ts', '.mts': 'ts', '.tsx': 'tsx', '.js': 'js', '.mjs': 'js', '.json': 'json' }

/** The digest of a tool's compiled file, from the texts of the files it is made from (path → text). */
function digestOf(root, version, texts) {
  const hash = createHash('sha256').update(`${version}\0${root}\0`).update(readFileSync(here))
  for (const [path, text] of [...texts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
    hash.update(`\0${path}\0`).update(text)
  return hash.digest('hex').slice(0, 20)
}

/**
 * The file of `entry` (a path from `root`) compiled, made now if no kept one was made from the
 * project's files as they are; null when it cannot be (then the tool runs through tsx).
 * @param {string} root
 * @param {string} entry
 * @returns {Promise<string | null>}
 */
export async function compiledTool(root, entry) {
  try {
    const version = esbuildVersion()
    const folder = toolsFolder(root)
    const name = entry.replace(/\.[cm]?tsx?$/, '').replace(/[^A-Za-z0-9]+/g, '-')
    const listFile = join(folder, `${name}.inputs.json`)
    const fileFor = (digest) => join(folder, `${name}-${digest}.mjs`)
    // The files the last compile read, read again now.
    try {
      const listed = JSON.parse(readFileSync(listFile, 'utf8'))
      const texts = new Map(listed.map((path) => [path, readFileSync(join(root, path))]))
      const kept = fileFor(digestOf(root, version, texts))
      if (existsSync(kept)) {
        const now = new Date()
        utimesSync(kept, now, now)
        return kept
      }
    } catch {
      // Nothing kept, or a file it was made from is gone: compiled below.
    }
    const esbuild = await import('esbuild')
    if (esbuild.version !== version) throw new Error(`esbuild ${esbuild.version} is not the installed ${version}`)
    const texts = new Map()
    const result = await esbuild.build({
      absWorkingDir: root,
      entryPoints: [entry],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: `node${process.versions.node.split('.')[0]}`,
      packages: 'external',
      write: false,
      logLevel: 'silent',
      plugins: [
        {
          name: 'project-files',
          setup(build) {
            // Each of the project's files as it is read, with import.meta's paths made its own: in one
            // file for all, import.meta would name the compiled file instead.
            build.onLoad({ filter: /.*/ }, (args) => {
              const buffer = readFileSync(args.path)
              texts.set(relative(root, args.path), buffer)
              const loader = loaders[extname(args.path)]
              if (!loader) throw new Error(`no loader for ${args.path}`)
              const url = pathToFileURL(args.path).href
              const contents = buffer
                .toString('utf8')
                .replace(/\bimport\.meta\.(dirname|filename|url)\b/g, (_, key) =>
                  JSON.stringify(key === 'dirname' ? dirname(args.path) : key === 'filename' ? args.path : url),
                )
              return { contents, loader }
            })
          },
        },
      ],
    })
    const digest = digestOf(root, version, texts)
    mkdirSync(folder, { recursive: true })
    // Written under a name of this process's own, then renamed: a build beside this one reads a whole file or none.
    const write = async (file, text) => {
      await writeFile(`${file}.${process.pid}`, text)
      renameSync(`${file}.${process.pid}`, file)
    }
    await write(fileFor(digest), result.outputFiles[0].contents)
    await write(listFile, `${JSON.stringify([...texts.keys()])}\n`)
    for (const file of readdirSync(folder)) {
      const path = join(folder, file)
      if (file.startsWith(`${name}-`) && path !== fileFor(digest) && Date.now() - statSync(path).mtimeMs > UNUSED_FOR)
        rmSync(path, { force: true })
    }
    return fileFor(digest)
  } catch {
    return null
  }
}

/**
 * The arguments that make Node run `entry`: its compiled file, or the TypeScript through tsx.
 * @param {string} root
 * @param {string} entry
 * @returns {Promise<string[]>}
 */
export async function toolArguments(root, entry) {
  const compiled = await compiledTool(root, entry)
  return compiled ? [compiled] : ['--import', 'tsx', resolve(root, entry)]
}

// Run as a command: the tool named first, in this process, with the arguments after it.
if (process.argv[1] && resolve(process.argv[1]) === here) {
  const root = resolve(dirname(here), '..')
  const entry = resolve(process.argv[2] ?? '')
  if (!process.argv[2] || !existsSync(entry)) {
    console.error('Usage: node scripts/compiled.mjs <tool.ts> [arguments]')
    process.exit(2)
  }
  const compiled = await compiledTool(root, relative(root, entry))
  // The tool sees its own path where Node puts the script's, and its arguments after it.
  process.argv.splice(1, 2, entry)
  if (compiled) await import(pathToFileURL(compiled).href)
  else {
    const { register } = await import('tsx/esm/api')
    register()
    await import(pathToFileURL(entry).href)
  }
}

// The build (scripts/build/index.ts) and the content check (scripts/check.ts) run as JavaScript
// compiled from their TypeScript by esbuild and kept in the project's .cache/tools, not through tsx
// as the other tools run. tsx's loader answers each module a process imports from a
// thread of its own: about 0.4 s before either tool did any work, and a third of the check's time
// on a rebuild after an edit (BENCHMARKS.md, note "tools"). The packages are imported as they are,
// from node_modules.
//
// A compiled tool is named by the digest of everything it was made from: the text of each file
// compiled into it (as esbuild read it), tsconfig.json and package.json, this file's own text,
// esbuild's version, the Node version it is made for and the project's folder (its own paths are
// written into it, below). Before each run the files it was made from, listed beside it, are read
// again, and when their digest names no compiled tool it is compiled anew (about 0.1 s). (A new file
// that an unchanged import would now find first, x.tsx beside an imported x.ts, goes unseen.)
// Whatever goes wrong here, the tool runs through tsx instead, as before.
//
// `node scripts/compiled.mjs scripts/check.ts --report` runs a tool in this process (npm run check).
import { createHash } from 'node:crypto'
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, extname, join, relative, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const here = fileURLToPath(import.meta.url)
/** This file's text as it runs, part of every digest: a compiled file names the code that made it. */
const ownText = readFileSync(here)
/** esbuild's version, read without loading it: a run that finds its tool compiled does not need it. */
const esbuildVersion = () =>
  JSON.parse(readFileSync(createRequire(here).resolve('esbuild/package.json'), 'utf8')).version

/** Where the compiled tools are kept: under the project, so that their packages resolve from its node_modules. */
export const toolsFolder = (root) => join(root, '.cache', 'tools')

/** Files that change what esbuild makes of the same code, in every digest, and whether each is there. */
const settingTexts = (root) =>
  ['tsconfig.json', 'package.json'].map((file) => [
    file,
    existsSync(join(root, file)) ? readFileSync(join(root, file)) : '(none)',
  ])

/** A compiled tool no run has used for this long goes when another is written. */
const UNUSED_FOR = 24 * 60 * 60 * 1000

const loaders = { '.ts': 'ts', '.mts': 'ts', '.tsx': 'tsx', '.js': 'js', '.mjs': 'js', '.json': 'json' }

/** The digest of a tool's compiled file, from the texts of the files it is made from (path → text). */
function digestOf(root, version, texts) {
  const hash = createHash('sha256').update(`${version}\0${root}\0`).update(ownText)
  for (const [path, text] of [...texts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
    hash.update(`\0${path}\0`).update(text)
  return hash.digest('hex').slice(0, 20)
}

/**
 * The file of `entry` (a path from `root`) compiled, made now if no kept one was made from the
 * project's files as they are; null when it cannot be (then the tool runs through tsx). What the
 * entry imports only when it runs (the build's steps) is compiled into files of its own beside it,
 * with the packages they import, so the tool starts without loading them.
 * @param {string} root
 * @param {string} entry
 * @returns {Promise<string | null>}
 */
export async function compiledTool(root, entry) {
  try {
    const target = `node${process.versions.node.split('.')[0]}`
    const version = `${esbuildVersion()} ${target}`
    const folder = toolsFolder(root)
    const name = entry.replace(/\.[cm]?tsx?$/, '').replace(/[^A-Za-z0-9]+/g, '-')
    const listFile = join(folder, `${name}.inputs.json`)
    // Each compile of the tool is a folder named by its digest, holding entry.mjs and its chunks.
    const folderFor = (digest) => join(folder, `${name}-${digest}`)
    const entryFile = (dir) => join(dir, 'entry.mjs')
    // The files the last compile read, read again now.
    try {
      const listed = JSON.parse(readFileSync(listFile, 'utf8'))
      const texts = new Map([...listed.map((path) => [path, readFileSync(join(root, path))]), ...settingTexts(root)])
      const kept = folderFor(digestOf(root, version, texts))
      if (existsSync(entryFile(kept))) {
        const now = new Date()
        utimesSync(kept, now, now)
        return entryFile(kept)
      }
    } catch {
      // Nothing kept, or a file it was made from is gone: compiled below.
    }
    const esbuild = await import('esbuild')
    if (`${esbuild.version} ${target}` !== version)
      throw new Error(`esbuild ${esbuild.version} is not the installed one`)
    const texts = new Map()
    const outdir = join(folder, 'out')
    const result = await esbuild.build({
      absWorkingDir: root,
      entryPoints: [entry],
      bundle: true,
      splitting: true,
      outdir,
      entryNames: 'entry',
      chunkNames: 'chunk-[hash]',
      outExtension: { '.js': '.mjs' },
      platform: 'node',
      format: 'esm',
      target,
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
    const digest = digestOf(root, version, new Map([...texts, ...settingTexts(root)]))
    const made = folderFor(digest)
    // Written in a folder of this process's own, then renamed: a build beside this one finds all of it or none.
    const writing = `${made}.${process.pid}`
    rmSync(writing, { recursive: true, force: true })
    for (const output of result.outputFiles) {
      mkdirSync(dirname(join(writing, relative(outdir, output.path))), { recursive: true })
      writeFileSync(join(writing, relative(outdir, output.path)), output.contents)
    }
    try {
      renameSync(writing, made)
    } catch {
      // Another build wrote the same meanwhile.
      rmSync(writing, { recursive: true, force: true })
    }
    writeFileSync(`${listFile}.${process.pid}`, `${JSON.stringify([...texts.keys()])}\n`)
    renameSync(`${listFile}.${process.pid}`, listFile)
    for (const file of readdirSync(folder)) {
      const path = join(folder, file)
      if (file.startsWith(`${name}-`) && path !== made && Date.now() - statSync(path).mtimeMs > UNUSED_FOR)
        rmSync(path, { recursive: true, force: true })
    }
    return entryFile(made)
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
if (process.argv[1] && realpathSync(process.argv[1]) === realpathSync(here)) {
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

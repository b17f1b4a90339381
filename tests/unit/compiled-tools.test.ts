import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, realpathSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { compiledTool, toolArguments, toolsFolder } from '../../scripts/compiled.mjs'

/** A project of two TypeScript files: a tool that prints its folder and a word from the module it imports. */
function toolProject(word: string) {
  const root = realpathSync(mkdtempSync(join(tmpdir(), 'compiled-tool-')))
  writeFileSync(join(root, 'words.ts'), `export const word: string = ${JSON.stringify(word)}\n`)
  writeFileSync(
    join(root, 'tool.ts'),
    "import { word } from './words'\nconsole.log(JSON.stringify({ word, folder: import.meta.dirname, args: process.argv.slice(2) }))\n",
  )
  return root
}

const run = (file: string, ...args: string[]) =>
  JSON.parse(execFileSync(process.execPath, [file, ...args], { encoding: 'utf8' })) as {
    word: string
    folder: string
    args: string[]
  }

describe('the tools compiled ahead (scripts/compiled.mjs)', () => {
  it('runs a tool compiled from its TypeScript, with its own folder as import.meta.dirname', async () => {
    const root = toolProject('first')
    const compiled = await compiledTool(root, 'tool.ts')
    expect(compiled).not.toBeNull()
    expect(resolve(compiled!, '../..')).toBe(toolsFolder(root))
    expect(run(compiled!, 'a', 'b')).toEqual({ word: 'first', folder: root, args: ['a', 'b'] })
    // Nothing changed: the same file again.
    expect(await compiledTool(root, 'tool.ts')).toBe(compiled)
  })

  it('never runs a stale file: a change to any module it imports compiles the tool again', async () => {
    const root = toolProject('first')
    const before = await compiledTool(root, 'tool.ts')
    writeFileSync(join(root, 'words.ts'), "export const word: string = 'second'\n")
    const after = await compiledTool(root, 'tool.ts')
    expect(after).not.toBe(before)
    expect(run(after!).word).toBe('second')
    // So does a change to the settings esbuild reads.
    writeFileSync(join(root, 'tsconfig.json'), '{ "compilerOptions": { "jsx": "react-jsx" } }\n')
    expect(await compiledTool(root, 'tool.ts')).not.toBe(after)
    rmSync(join(root, 'tsconfig.json'))
    // Back as it was: the file made from that text is taken again.
    writeFileSync(join(root, 'words.ts'), 'export const word: string = "first"\n')
    expect(await compiledTool(root, 'tool.ts')).toBe(before)
    // Each is kept for a day, for a build that started with it.
    expect(readdirSync(toolsFolder(root)).filter((file) => file.startsWith('tool-'))).toHaveLength(3)
  })

  it('runs the TypeScript through tsx when it cannot be compiled', async () => {
    const root = toolProject('first')
    writeFileSync(join(root, 'words.ts'), 'export const word: string = (\n')
    expect(await compiledTool(root, 'tool.ts')).toBeNull()
    expect(await toolArguments(root, 'tool.ts')).toEqual(['--import', 'tsx', join(root, 'tool.ts')])
  })

  it("compiles the build's steps and the content check, which would otherwise run slower through tsx", async () => {
    for (const entry of ['scripts/build/index.ts', 'scripts/check.ts'])
      expect(await toolArguments(process.cwd(), entry), entry).toEqual([expect.stringMatching(/\.mjs$/)])
  })
})

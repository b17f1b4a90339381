/**
 * public/ is published as it is, so a symbolic link in it would publish what it points to (a file of
 * the build machine). The check and the build refuse one, naming it, and the last good build stays.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { publicFileProblems, svgProblems } from '../../lib/public-files'
import { copyOfProject, projectWith, writersEnvironment } from './project-fixture'

const made: string[] = []
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true })
})

describe('the files of public/', () => {
  it('are plain files and folders: a link, to a file or a folder, or a pipe is an error naming it', async () => {
    const root = await projectWith({
      'public/images/ok.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'public/inside.txt': 'x',
    })
    made.push(root)
    expect(publicFileProblems(root)).toEqual([])
    symlinkSync('/etc/hostname', join(root, 'public/images/leak.svg'))
    symlinkSync('/etc', join(root, 'public/etc'))
    symlinkSync('inside.txt', join(root, 'public/also.txt'))
    symlinkSync('/nowhere/at/all', join(root, 'public/images/broken\u001b[2J.svg'))
    execFileSync('mkfifo', [join(root, 'public/pipe')])
    const problems = publicFileProblems(root)
    expect(problems.map((problem) => [problem.file, problem.severity])).toEqual([
      ['public/also.txt', 'error'],
      ['public/etc', 'error'],
      ['public/images/broken\\u001b[2J.svg', 'error'],
      ['public/images/leak.svg', 'error'],
      ['public/pipe', 'error'],
    ])
    expect(problems.find((problem) => problem.file === 'public/images/leak.svg')?.message).toMatch(
      /^a symbolic link \(to \/etc\/hostname\): .*Put the file itself here/,
    )
    expect(problems.find((problem) => problem.file === 'public/pipe')?.message).toMatch(/^a named pipe:/)
    // A project with no public/ has nothing to refuse.
    const bare = await projectWith({ 'content/site.yaml': 'name: x\n' })
    made.push(bare)
    expect(publicFileProblems(bare)).toEqual([])
  })

  it("hold no page or script, which would run under the site's own address, but the site's own forwarding script", async () => {
    const root = await projectWith({
      'public/probe.html': '<!doctype html><script src="/probe.js"></script>',
      'public/probe.js': 'alert(1)',
      'public/docs/Guide.HTM': '<p>x</p>',
      'public/module.mjs': 'export {}',
      'public/redirect.js': 'location.replace(document.currentScript.dataset.to)',
      'public/leaflet.pdf': '%PDF-1.4',
      'public/images/photo.jpg': 'x',
    })
    made.push(root)
    expect(publicFileProblems(root).map((problem) => [problem.file, problem.line, problem.field])).toEqual([
      ['public/docs/Guide.HTM', 1, 'file'],
      ['public/module.mjs', 1, 'file'],
      ['public/probe.html', 1, 'file'],
      ['public/probe.js', 1, 'file'],
    ])
    expect(publicFileProblems(root)[3].message).toMatch(/^is a page or a script \(\.js\), which would run on the site/)
  })

  it('hold SVG pictures without scripts, HTML, event handlers or javascript: addresses, each refused at its line', async () => {
    const svg = (inside: string) =>
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">\n  ${inside}\n</svg>\n`
    expect(
      svgProblems(
        'a.svg',
        svg('<circle cx="5" cy="5" r="4" fill="#1d4ed8"/><a href="/contact"><text>Contact</text></a>'),
      ),
    ).toEqual([])
    const found = (inside: string) =>
      svgProblems('a.svg', svg(inside)).map(
        (problem) =>
          `${problem.line}:${problem.column} ${problem.message.slice(0, problem.message.indexOf(': a picture'))}`,
      )
    expect(found('<script>alert(1)</script>')).toEqual(['2:3 an SVG <script>'])
    expect(found('<svg:script href="/x.js"/>')).toEqual(['2:3 an SVG <script>'])
    expect(found('<foreignObject><iframe xmlns="http://www.w3.org/1999/xhtml" src="x"/></foreignObject>')).toEqual([
      '2:3 an SVG <foreignObject> (HTML inside a picture)',
    ])
    expect(found('<rect\n    onclick="alert(1)"/>')).toEqual(['2:3 an event handler (onclick=)'])
    expect(found('<a xlink:href=" jav&#x09;ascript:alert(1)"><text>x</text></a>')).toEqual([
      '2:3 a javascript: address (xlink:href=)',
    ])
    expect(found('<set attributeName="href" to="JavaScript:alert(1)"/>')).toEqual(['2:3 a javascript: address (to=)'])
    // A script hidden in an entity of the document type, which a browser expands and this reader does not.
    const entity =
      '<?xml version="1.0"?>\n<!DOCTYPE svg [ <!ENTITY x "&#60;script&#62;alert(1)&#60;/script&#62;"> ]>\n<svg xmlns="http://www.w3.org/2000/svg">&x;</svg>\n'
    expect(
      svgProblems('a.svg', entity).map((problem) => `${problem.line}:${problem.column} ${problem.message}`),
    ).toEqual([expect.stringMatching(/^2:1 a <!DOCTYPE> \(its entities can hide a script\)/)])
    // In public/, an SVG with a script is refused like a link, named with its line.
    const root = await projectWith({
      'public/images/ok.svg': svg(''),
      'public/images/bad.svg': svg('<script>alert(document.domain)</script>'),
    })
    made.push(root)
    expect(publicFileProblems(root).map((problem) => `${problem.file}:${problem.line}`)).toEqual([
      'public/images/bad.svg:2',
    ])
  })

  it('stop `npm run check` and the build at a link, and the last good build stays as it was', () => {
    const dir = copyOfProject(process.cwd())
    made.push(dir)
    symlinkSync('/etc/hostname', join(dir, 'public/images/leak.svg'))
    const check = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check.ts'], {
      cwd: dir,
      encoding: 'utf8',
      env: writersEnvironment(),
    })
    expect(check.status).toBe(1)
    expect(check.stdout).toMatch(/^public\/images\/leak\.svg:1:1 {2}file {2}a symbolic link \(to \/etc\/hostname\)/m)

    mkdirSync(join(dir, 'dist/client'), { recursive: true })
    writeFileSync(join(dir, 'dist/client/index.html'), 'the last good build')
    const build = spawnSync(process.execPath, ['scripts/build.mjs'], {
      cwd: dir,
      encoding: 'utf8',
      env: writersEnvironment(),
    })
    const output = `${build.stdout}${build.stderr}`
    expect(build.status, output.slice(-3000)).not.toBe(0)
    expect(output).toContain('public/images/leak.svg')
    expect(output).toContain('The last good build in dist/ is unchanged.')
    expect(readdirSync(join(dir, 'dist/client'))).toEqual(['index.html'])
    expect(readFileSync(join(dir, 'dist/client/index.html'), 'utf8')).toBe('the last good build')
    expect(readdirSync(dir).filter((name) => name.startsWith('.dist-'))).toEqual([])

    // The bundler alone (as `npm run changes` and any direct `vike build` run it) refuses it before it copies public/.
    const out = join(dir, 'bundled')
    const bundle = spawnSync(process.execPath, ['node_modules/vike/bin.js', 'build'], {
      cwd: dir,
      encoding: 'utf8',
      env: writersEnvironment({ BUILD_OUT_DIR: out }),
    })
    expect(bundle.status).not.toBe(0)
    expect(`${bundle.stdout}${bundle.stderr}`).toMatch(/public\/images\/leak\.svg:1:1 {2}file {2}a symbolic link/)
    expect(existsSync(join(out, 'client/images/leak.svg'))).toBe(false)
  }, 180_000)
})

/**
 * public/ is published as it is: the build copies each file into the site. A symbolic link would be
 * copied as whatever it points to (`public/images/leak.svg → /etc/hostname` publishes the build
 * machine's file, a CI runner's in a pull-request preview), and a pipe or device would hang or read
 * the machine. So every entry of public/ must be a plain file or folder; anything else is an error
 * that names it, refused by `npm run check` and by the build before it writes anything.
 *
 * An SVG picture is also a document: opened at its own address it runs its scripts on the site's
 * origin, under no page's policy (and under none at all where the host ignores _headers). So an SVG
 * in public/ may hold no script, foreignObject, event handler or javascript: address.
 */
import { lstatSync, readdirSync, readFileSync, readlinkSync, type Stats } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { Parser } from 'htmlparser2'
import type { Problem } from './content/problems'

/** A name as it can be printed: control characters (a terminal's escape codes among them) written as \u escapes. */
const printable = (text: string) =>
  // eslint-disable-next-line no-control-regex -- control characters are what this writes out
  text.replace(/[\u0000-\u001f\u007f-\u009f]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`)

function kindOf(stat: Stats): string | null {
  if (stat.isFile() || stat.isDirectory()) return null
  if (stat.isSymbolicLink()) return 'a symbolic link'
  if (stat.isFIFO()) return 'a named pipe'
  if (stat.isSocket()) return 'a socket'
  return 'a device'
}

/** What an SVG may not hold, each at its line and column. */
export function svgProblems(file: string, text: string): Problem[] {
  const problems: Problem[] = []
  const lineStarts = [0]
  for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1)) lineStarts.push(index + 1)
  const at = (offset: number) => {
    let line = 0
    while (line + 1 < lineStarts.length && lineStarts[line + 1] <= offset) line++
    return { line: line + 1, column: offset - lineStarts[line] + 1 }
  }
  const refuse = (what: string) =>
    problems.push({
      file,
      ...at(parser.startIndex),
      field: 'svg',
      message: `${what}: a picture is a file anyone can open at its own address, where its scripts run on the site's. Remove it; a picture needs no script.`,
      severity: 'error',
    })
  const parser = new Parser(
    {
      // A document type can declare entities that expand into a <script> or a handler this reader never sees.
      onprocessinginstruction(name) {
        if (name.toLowerCase() === '!doctype') refuse('a <!DOCTYPE> (its entities can hide a script)')
      },
      onopentag(name, attributes) {
        const local = name.split(':').pop()!.toLowerCase()
        if (local === 'script') refuse('an SVG <script>')
        if (local === 'foreignobject') refuse('an SVG <foreignObject> (HTML inside a picture)')
        for (const [attribute, value] of Object.entries(attributes)) {
          if (/^on/i.test(attribute.split(':').pop()!)) refuse(`an event handler (${printable(attribute)}=)`)
          // eslint-disable-next-line no-control-regex -- browsers skip spaces and control characters before a scheme
          else if (/^javascript:/i.test(value.replace(/[\u0000-\u0020]/g, '')))
            refuse(`a javascript: address (${printable(attribute)}=)`)
        }
      },
    },
    { xmlMode: true },
  )
  parser.end(text)
  return problems
}

/**
 * Files a browser runs, or a host runs on the server, when the site serves them: pages and scripts.
 * Under the site's own address they would run with its Content-Security-Policy's trust
 * (`script-src 'self'`), so public/ may hold none but the site's own (OWN_SCRIPTS).
 */
const RUNS = /\.(html?|xht(ml)?|shtml|svgz|js|mjs|cjs|wasm|php\d?|phtml|aspx?|jsp|cgi|swf)$/i

/** The site's own scripts kept in public/: the old addresses' forwarding script (renderer/headTags.ts). */
const OWN_SCRIPTS = new Set(['public/redirect.js'])

/** An error for each entry of `root`/public that is not a plain file or folder, or that is a page or script (none when there is no public/). */
export function publicFileProblems(root: string): Problem[] {
  const problems: Problem[] = []
  const visit = (path: string) => {
    let stat: Stats
    try {
      stat = lstatSync(path)
    } catch {
      return
    }
    const kind = kindOf(stat)
    if (kind) {
      const file = relative(root, path).split(sep).join('/')
      let target = ''
      try {
        if (stat.isSymbolicLink()) target = ` (to ${printable(readlinkSync(path))})`
      } catch {
        // The link cannot be read: it is refused all the same.
      }
      problems.push({
        file: printable(file),
        line: 1,
        column: 1,
        field: 'file',
        message: `${kind}${target}: public/ is published as it is, and only plain files and folders may be in it. Put the file itself here, or remove the link.`,
        severity: 'error',
      })
      return
    }
    const file = printable(relative(root, path).split(sep).join('/'))
    if (stat.isDirectory()) for (const name of readdirSync(path).sort()) visit(join(path, name))
    else if (RUNS.test(path) && !OWN_SCRIPTS.has(file))
      problems.push({
        file,
        line: 1,
        column: 1,
        field: 'file',
        message: `is a page or a script (${/\.[^.]+$/.exec(path)![0]}), which would run on the site as its own: public/ holds only pictures, documents and other files that are shown or downloaded. Write a page in content/ instead, and remove this file.`,
        severity: 'error',
      })
    else if (/\.svg$/i.test(path)) problems.push(...svgProblems(file, readFileSync(path, 'utf8')))
  }
  visit(join(root, 'public'))
  return problems
}

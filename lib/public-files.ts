/**
 * public/ is published as it is: the build copies each file into the site. A symbolic link would be
 * copied as whatever it points to (`public/images/leak.svg → /etc/hostname` publishes the build
 * machine's file, a CI runner's in a pull-request preview), and a pipe or device would hang or read
 * the machine. So every entry of public/ must be a plain file or folder; anything else is an error
 * that names it, refused by `npm run check` and by the build before it writes anything.
 */
import { lstatSync, readdirSync, readlinkSync, type Stats } from 'node:fs'
import { join, relative, sep } from 'node:path'
import type { Problem } from './content/problems'

/** A name as it can be printed: control characters (a terminal's escape codes among them) written as \u escapes. */
// eslint-disable-next-line no-control-regex -- control characters are what this writes out
const printable = (text: string) => text.replace(/[\u0000-\u001f\u007f-\u009f]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`)

function kindOf(stat: Stats): string | null {
  if (stat.isFile() || stat.isDirectory()) return null
  if (stat.isSymbolicLink()) return 'a symbolic link'
  if (stat.isFIFO()) return 'a named pipe'
  if (stat.isSocket()) return 'a socket'
  return 'a device'
}

/** An error for each entry of `root`/public that is not a plain file or folder (none when there is no public/). */
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
    if (stat.isDirectory()) for (const name of readdirSync(path).sort()) visit(join(path, name))
  }
  visit(join(root, 'public'))
  return problems
}

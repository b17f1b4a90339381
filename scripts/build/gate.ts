// Step "gate": reads every written page and checks it against the output gate (lib/output-gate.ts:
// no inline script, every link lands somewhere, and every redirect too, one main heading, ...). Any problem stops the
// build, naming the page; otherwise it gives the number of pages checked, and what it read of each
// page by file, which the build keeps for the next. A page taken from the last build is not read
// again: what was read of it then is given in `kept` (scripts/build/kept-pages.ts), and its links
// are checked against this build's pages.
import { readBuiltPages } from '../../lib/built-site'
import { redirectRules } from '../../lib/content/redirects'
import { checkOutput, type PassedPage, type PassedPages } from '../../lib/output-gate'
import { pageFile } from './kept-pages'
import { StepFailed, type Build } from './processes'

export function gate(
  build: Build,
  kept: Map<string, PassedPage> = new Map(),
): { pages: number; passed: Map<string, PassedPage> } {
  const pages = readBuiltPages(build.clientDir)
  const fileOf = new Map(pages.map((page) => [page.route, pageFile(build, page.file)]))
  const passed: PassedPages = new Map()
  for (const [route, file] of fileOf) {
    const facts = kept.get(file)
    if (facts) passed.set(route, facts)
  }
  const problems = checkOutput(pages, build.clientDir, build.base, passed, redirectRules(build.root))
  if (problems.length) {
    const details = `The built site failed the output check:\n${problems.join('\n')}\n${problems.length} problem${problems.length === 1 ? '' : 's'}\n`
    throw new StepFailed('Build stopped: fix the problems above.', details)
  }
  return { pages: pages.length, passed: new Map([...passed].map(([route, facts]) => [fileOf.get(route)!, facts])) }
}

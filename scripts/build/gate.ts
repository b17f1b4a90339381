// Step "gate": reads every written page and checks it against the output gate (lib/output-gate.ts:
// no inline script, every link lands somewhere, one main heading, ...). Any problem stops the
// build, naming the page; otherwise it gives the number of pages checked.
import { readBuiltPages } from '../../lib/built-site'
import { checkOutput } from '../../lib/output-gate'
import { StepFailed, type Build } from './processes'

export function gate(build: Build): number {
  const pages = readBuiltPages(build.clientDir)
  const problems = checkOutput(pages, build.clientDir, build.base)
  if (problems.length) {
    const details = `The built site failed the output check:\n${problems.join('\n')}\n${problems.length} problem${problems.length === 1 ? '' : 's'}\n`
    throw new StepFailed('Build stopped: fix the problems above.', details)
  }
  return pages.length
}

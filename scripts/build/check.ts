// Step "check": every content file checked (scripts/check.ts, the same as `npm run check`) in its own
// process, beside the bundling. Its report names file, line and field, without a build's stack
// trace; a failed check stops the build, and the bundler's output is heard only once it has passed.
import { startProcess } from './processes'
import { TOOL_FAULT_EXIT_CODE } from '../../lib/content/tool-error'

export interface Check {
  /** Whether every content file passed, once the check has ended. */
  passed: Promise<boolean>
  /** Whether the check stopped on a fault of its own rather than on the content, once it has ended. */
  readonly faulted: boolean
  /** Whether the check has ended (a renderer may then take its core). */
  readonly finished: boolean
  /** Its wall time in milliseconds, once it has ended. */
  readonly time: number
}

/** Starts the check; `command` is the arguments that make Node run it (scripts/compiled.mjs toolArguments). */
export function startCheck(command: string[]): Check {
  const started = performance.now()
  const check = startProcess(command, process.env)
  let finished = false
  let time = 0
  let faulted = false
  const passed = check.done.then((code) => {
    finished = true
    faulted = code === TOOL_FAULT_EXIT_CODE
    time = performance.now() - started
    return code === 0
  })
  return {
    passed,
    get finished() {
      return finished
    },
    get time() {
      return time
    },
    get faulted() {
      return faulted
    },
  }
}

// The build's child processes (the content check, the bundler, the renderers): started, their
// output held or kept, and stopped together when a step fails.
import { spawn } from 'node:child_process'

export interface Started {
  /** The exit code when the process has ended (1 when it was stopped by a signal). */
  done: Promise<number>
  /** Resolves at the process's first message on its channel, or when it exits. */
  firstMessage: Promise<unknown>
  /** A quiet process's output, and what of it went to standard error. */
  output(): string
  errors(): string
  /** Shows a held process's output, what it wrote so far and from now on. */
  release(): void
  stop(): void
}

/** The processes running now: a failure stops them before the unfinished build is removed. */
const running = new Set<Started>()

/**
 * Starts a process of the build with `node args`. A held process's output waits until release()
 * (the bundler runs beside the content check and is heard only once the check has passed); a quiet
 * one's is kept, not shown: the caller shows it when the process fails. `channel` opens the IPC
 * channel its messages come by: the first resolves `firstMessage`, and each is given to `onMessage`.
 */
export function startProcess(
  args: string[],
  env: NodeJS.ProcessEnv,
  options: { held?: boolean; quiet?: boolean; channel?: boolean; onMessage?: (message: unknown) => void } = {},
): Started {
  // In this process's group: a Ctrl-C or a closed terminal ends them with it.
  const child = spawn(process.execPath, args, {
    env,
    stdio: ['ignore', 'pipe', 'pipe', ...(options.channel ? (['ipc'] as const) : [])],
  })
  const waiting: Array<[NodeJS.WriteStream, Buffer]> = []
  let heard = !options.held
  let output = ''
  let errors = ''
  const pass = (stream: NodeJS.WriteStream) => (chunk: Buffer) => {
    if (options.quiet) {
      output += chunk
      if (stream === process.stderr) errors += chunk
    } else if (heard) stream.write(chunk)
    else waiting.push([stream, chunk])
  }
  if (options.onMessage) child.on('message', options.onMessage)
  child.stdout!.on('data', pass(process.stdout))
  child.stderr!.on('data', pass(process.stderr))
  const started: Started = {
    done: new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1))),
    firstMessage: new Promise((resolve) => {
      child.once('message', resolve)
      child.once('exit', resolve)
    }),
    output: () => output,
    errors: () => errors,
    release() {
      heard = true
      for (const [stream, chunk] of waiting.splice(0)) stream.write(chunk)
    },
    stop() {
      child.kill('SIGTERM')
    },
  }
  running.add(started)
  void started.done.then(() => running.delete(started))
  return started
}

/** Stops every process still running and waits for them to end (a renderer still writing would put files back into a folder being removed). */
export async function stopAll(): Promise<void> {
  const ending = [...running]
  for (const each of ending) each.stop()
  await Promise.all(ending.map((each) => each.done))
}

/** What every step is given: the project, the unfinished build's folders, and the environment of its processes. */
export interface Build {
  root: string
  /** The folder being built (renamed to dist/ once every step passed), and its client/ folder: the site. */
  outDir: string
  clientDir: string
  /** The base path the site is served under, "/" or "/pr-preview/pr-12/". */
  base: string
  /** The environment of the bundler and the renderers. */
  stepEnv: NodeJS.ProcessEnv
}

/** A step's failure: `reason` ends the build's output; `details` (the problems, a renderer's output) are shown before it, once the content check has passed. */
export class StepFailed extends Error {
  constructor(
    readonly reason: string,
    readonly details = '',
    readonly code = 1,
  ) {
    super(reason)
  }
}

/** Runs one step of the build and keeps its wall time, for the list of step times. */
export async function timed<T>(times: Array<[string, number]>, name: string, run: () => T | Promise<T>): Promise<T> {
  const started = performance.now()
  try {
    return await run()
  } finally {
    times.push([name, performance.now() - started])
  }
}

// `npm run build`: runs the build's steps (scripts/build/index.ts, one file a step, compiled ahead:
// scripts/compiled.mjs) with only the environment variables the build needs (scripts/build-env.mjs),
// and ends as they end. BUILD_DIR names another output folder than dist/ (the base-path test build
// uses dist-base).
import { spawn } from 'node:child_process'
import { resolve } from 'node:path'
import { buildEnvironment } from './build-env.mjs'
import { toolArguments } from './compiled.mjs'

const root = resolve(import.meta.dirname, '..')
const steps = spawn(
  process.execPath,
  [...(await toolArguments(root, 'scripts/build/index.ts')), resolve(root, process.env.BUILD_DIR ?? 'dist')],
  { cwd: root, env: buildEnvironment(), stdio: 'inherit' },
)
// A Ctrl-C reaches the steps from the terminal; a stop sent to this process alone is passed on.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => steps.kill(signal))
steps.on('close', (code, signal) => process.exit(code ?? (signal === 'SIGINT' ? 130 : 1)))

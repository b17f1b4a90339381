// `npm run dev`: the live preview, Vike's development server, with the arguments given (`--port 3001`).
// Vite loads the configuration four times as it starts and, each time, lists every extension-less
// import it reaches (about 200 lines) as unfit for a config loader the project does not use: noise
// before a writer's first page, so it is turned off here, as for the build (scripts/build/index.ts).
import { spawn } from 'node:child_process'
import { constants } from 'node:os'
import { resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')
const preview = spawn(process.execPath, [resolve(root, 'node_modules/vike/bin.js'), 'dev', ...process.argv.slice(2)], {
  cwd: root,
  env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
  stdio: 'inherit',
})
// A Ctrl-C reaches the preview from the terminal; a stop sent to this process alone is passed on.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => preview.kill(signal))
// Its exit code is this script's: a server ended by a signal as a shell says it (130 after Ctrl-C).
preview.on('close', (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 0)))
preview.on('error', (error) => {
  console.error(`The live preview could not start: ${error.message}`)
  process.exit(1)
})

// `npm run launch-check`: lists, grouped and each at its file and line, everything that must not
// reach the public (lib/content/launch.ts). Exits 1 while anything is left, 0 when none is.
import { resolve } from 'node:path'
import { launchItems, launchReport } from '../lib/content/launch'
import { runContentTool } from '../lib/content/tool-error'

const root = resolve(import.meta.dirname, '..')
await runContentTool('npm run launch-check', () => {
  const items = launchItems(root)
  console.log(launchReport(items))
  if (items.length) process.exitCode = 1
})

// Step "bundle": `vike build` bundles the site's code (browser and server) into the build's folder
// and writes no page (renderer/+config.ts: the render step writes them). It runs beside the content
// check (the build takes the files as checked, CONTENT_CHECKED), and is heard once the check passed.
import { resolve } from 'node:path'
import type { Check } from './check'
import { startProcess, StepFailed, type Build } from './processes'

export async function bundle(build: Build, check: Check): Promise<void> {
  const vike = startProcess([resolve(build.root, 'node_modules/vike/bin.js'), 'build'], build.stepEnv, { held: true })
  void check.passed.then((passed) => (passed ? vike.release() : vike.stop()))
  if ((await vike.done) !== 0) throw new StepFailed('Build failed.')
}

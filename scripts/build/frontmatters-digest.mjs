// The digest of every page's front-matter as the build's server code reads it (SERVER_DATA's
// frontmatters file), without whether each translation's source changed since it was translated
// (kept-pages.ts counts that in the translation's own digest). Run in a worker thread of its own by
// siteDigest: with 10,000 extra conditions the parsed file left about 190 MB of garbage in the build's
// process, which, idle while the pages render, did not collect it; a worker's memory goes with it.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { parentPort, workerData } from 'node:worker_threads'

const frontmatters = JSON.parse(readFileSync(workerData, 'utf8'))
for (const entry of Object.values(frontmatters)) delete entry.translation?.outdated
parentPort.postMessage(createHash('sha256').update(JSON.stringify(frontmatters)).digest('hex'))

/** The live preview's file watcher, made to report a save that comes close behind another. */
import { statSync, type Stats } from 'node:fs'
import type { FSWatcher } from 'vite'

/**
 * The file watcher reports a file's change at most once in 50 ms and drops what comes after it in
 * that time: a second save close behind the first (a writer's quick mend, an editor that formats
 * what it has just saved) would never reach the preview, which would show the first until the next
 * save. Each reported change of a file `watched` is looked at again once that time has passed, and
 * reported again if the file changed since.
 */
export function reportQuickSecondSaves(watcher: FSWatcher, watched: (path: string) => boolean, afterMs = 100) {
  const statsOf = (path: string) => {
    try {
      return statSync(path)
    } catch {
      return undefined
    }
  }
  const stateOf = (stats: Stats | undefined) => stats && `${stats.mtimeMs} ${stats.size} ${stats.ino}`
  const pending = new Map<string, ReturnType<typeof setTimeout>>()
  watcher.on('change', (path: string, stats?: Stats) => {
    if (!watched(path)) return
    const reported = stateOf(stats ?? statsOf(path))
    clearTimeout(pending.get(path))
    const timer = setTimeout(() => {
      pending.delete(path)
      const now = statsOf(path)
      // A file removed since is the watcher's to report.
      if (now && stateOf(now) !== reported) watcher.emit('change', path, now)
    }, afterMs)
    timer.unref()
    pending.set(path, timer)
  })
}

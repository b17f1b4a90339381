// A module hook for the renderer (scripts/build/prerender.mjs): Vike finds the server code through
// a file that `vike build` rewrites in node_modules (@brillout/vite-plugin-server-entry's
// autoImporter.js), which names the folder of the last bundling in this project. A build whose code
// came from the build's cache, or that ran beside another, has its code elsewhere: the import of
// any server entry from that file resolves to this build's own (`data.entry`).
/** @type {string} */
let entry

/** @param {{ entry: string }} data */
export function initialize(data) {
  entry = data.entry
}

/** @type {import('node:module').ResolveHook} */
export function resolve(specifier, context, next) {
  if (context.parentURL?.endsWith('/@brillout/vite-plugin-server-entry/dist/esm/runtime/autoImporter.js'))
    return { url: entry, shortCircuit: true }
  return next(specifier, context)
}

// What the build's server code reads of the content (lib/content/server-data.ts), written into the
// folder named by its second argument for the project at its first. Run by the bundle step in its
// own process: reading every page's front-matter takes a few hundred megabytes on a large site, which
// are let go when it ends instead of staying with the build while its pages render.
import { serverData, writeServerData } from '../../lib/content/server-data'

const [root, folder] = process.argv.slice(2)
writeServerData(folder, serverData(root))

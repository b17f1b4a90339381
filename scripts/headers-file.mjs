// Reads public/_headers, the host's header rules in the format Netlify and Cloudflare Pages read. The
// server (scripts/serve.mjs) sends them; the build (lib/head-security.ts) writes the ones a page can
// carry itself into each page's <head>, for hosts that ignore the file.

/** Reads _headers: a path pattern on its own line, then indented "Name: value" lines. */
export function parseHeaders(text) {
  const rules = []
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue
    if (!/^\s/.test(line)) rules.push({ pattern: line.trim(), headers: [] })
    else if (rules.length) {
      const index = line.indexOf(':')
      if (index > 0) rules.at(-1).headers.push([line.slice(0, index).trim(), line.slice(index + 1).trim()])
    }
  }
  return rules
}

/**
 * How the pages are shared out between the processes that render them (scripts/build.mjs sets
 * PRERENDER_SHARE, "2/7": the third share of seven). A page's share follows from its address alone,
 * so every page falls in exactly one share whichever list it is picked from, and thousands of
 * pages spread evenly.
 */
export function inShare(address: string, share: string | undefined = process.env.PRERENDER_SHARE): boolean {
  if (!share) return true
  const match = /^(\d+)\/(\d+)$/.exec(share)
  if (!match || Number(match[1]) >= Number(match[2])) throw new Error(`PRERENDER_SHARE is "${share}"; it must be "index/count", e.g. "0/4"`)
  // FNV-1a: a quick hash that spreads similar addresses apart.
  let hash = 0x811c9dc5
  for (let i = 0; i < address.length; i++) hash = Math.imul(hash ^ address.charCodeAt(i), 0x01000193)
  return (hash >>> 0) % Number(match[2]) === Number(match[1])
}

/**
 * The addresses of a route's onBeforePrerenderStart that this process renders: the other shares'
 * pages are left out before the renderer prepares them, which saves the time and memory of
 * preparing every page of a large site in every process. (+onPrerenderStart.ts leaves out the
 * rest, so a route that does not use this is still rendered once.)
 */
export const forThisShare = (addresses: string[]): string[] => addresses.filter((address) => inShare(address))

/**
 * How a large site's pages are shared out between the processes that render them (the build's
 * render step, scripts/build/render.ts, sets PRERENDER_SHARE, "2/7": the third share of seven, only
 * above its page-count threshold). A page's share follows from its address alone, so every page
 * falls in exactly one share whichever route lists it, and thousands of pages spread evenly.
 */
export function inShare(address: string, share: string | undefined = process.env.PRERENDER_SHARE): boolean {
  if (!share) return true
  const match = /^(\d+)\/(\d+)$/.exec(share)
  if (!match || Number(match[1]) >= Number(match[2]))
    throw new Error(`PRERENDER_SHARE is "${share}"; it must be "index/count", e.g. "0/4"`)
  // FNV-1a: a quick hash that spreads similar addresses apart.
  let hash = 0x811c9dc5
  for (let i = 0; i < address.length; i++) hash = Math.imul(hash ^ address.charCodeAt(i), 0x01000193)
  return (hash >>> 0) % Number(match[2]) === Number(match[1])
}

/**
 * What a route's onBeforePrerenderStart returns: its pages' addresses, less those of other shares
 * when the render step gave this process a share. Vike routes every address a route lists before
 * +onPrerenderStart.ts can leave any out, so a route that listed all its pages in every share made
 * each renderer route the whole site (a third of a 10,000-page build's time).
 */
export const toRender = (addresses: string[]): string[] => addresses.filter((address) => inShare(address))

/** The keyboard rule of the WAI-ARIA tabs pattern, kept apart from React so it can be tested alone. */

/** The index of the tab a key moves to, or null when the key is not one the tab list handles. Arrows wrap around. */
export function tabIndexForKey(key: string, current: number, count: number): number | null {
  if (count <= 0) return null
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count
    case 'ArrowLeft':
      return (current - 1 + count) % count
    case 'Home':
      return 0
    case 'End':
      return count - 1
    default:
      return null
  }
}

/** The tab a URL hash names (#faq → "faq"), if it is one of the ids. */
export function tabFromHash(hash: string, ids: readonly string[]): string | null {
  let id = hash.replace(/^#/, '')
  try {
    id = decodeURIComponent(id)
  } catch {
    return null
  }
  return ids.includes(id) ? id : null
}

// What the site search tries when the words typed find nothing (components/SiteSearch.tsx).

/** A word is shortened to no fewer letters than this when looking for pages with similar words. */
const SHORTEST_BEGINNING = 4

/**
 * The searches to try when `words` finds nothing, nearest first: its longest word cut back one letter
 * at a time, down to SHORTEST_BEGINNING letters or half the word ("migrane": "migran", "migra",
 * "migr"), the other words as typed.
 */
export function nearQueries(words: string): string[] {
  const parts = words.split(/\s+/)
  const longest = parts.reduce((best, part, index) => (part.length > parts[best].length ? index : best), 0)
  const word = parts[longest]
  const shortest = Math.max(SHORTEST_BEGINNING, Math.ceil(word.length / 2))
  const queries: string[] = []
  for (let length = word.length - 1; length >= shortest; length--)
    queries.push(parts.map((part, index) => (index === longest ? part.slice(0, length) : part)).join(' '))
  return queries
}

/**
 * The word a writer most likely meant, for "did you mean": of `candidates`, the nearest to `word`
 * within a slip of one or two letters (one for short words), or none. A few lines of edit distance
 * rather than a package: the lists are a collection's fields or the glossary's terms, tens of words.
 */
export function closest(word: string, candidates: Iterable<string>): string | undefined {
  let best: { candidate: string; distance: number } | undefined
  for (const candidate of candidates) {
    const distance = editDistance(word, candidate)
    if (distance <= Math.max(1, Math.min(2, Math.floor(candidate.length / 4))) && (!best || distance < best.distance))
      best = { candidate, distance }
  }
  return best?.candidate
}

/** How many letters to insert, remove or change to turn `a` into `b` (Levenshtein). */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++)
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1))
    previous = current
  }
  return previous[b.length]
}

/**
 * Typo tolerance for catalogue search (spec 000 §9: fuzziness 2, minimum match 75 %). Query
 * words are corrected against a small lexicon of catalogue words, so these run on short words
 * many times per query and must stay cheap.
 */

export const SEARCH_FUZZINESS = 2
export const MINIMUM_SHOULD_MATCH_PERCENT = 75

/** Edit distance (insert, delete, substitute one character) between two words. */
export function levenshtein(a: string, b: string): number {
  if (a === b) return 0
  // keep the shorter word in the row to use less memory
  if (a.length < b.length) [a, b] = [b, a]
  if (b.length === 0) return a.length
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  let current = new Array<number>(b.length + 1).fill(0)
  for (let i = 1; i <= a.length; i++) {
    current[0] = i
    for (let j = 1; j <= b.length; j++) {
      const substitution = previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1)
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, substitution)
    }
    ;[previous, current] = [current, previous]
  }
  return previous[b.length]!
}

/**
 * True when the words are at most `max` edits apart. Gives up as soon as a whole row exceeds
 * `max`, and skips pairs whose lengths alone differ by more, which rejects most lexicon words
 * after a few characters.
 */
export function withinEdits(a: string, b: string, max: number): boolean {
  if (max < 0) return false
  if (a === b) return true
  if (Math.abs(a.length - b.length) > max) return false
  if (a.length < b.length) [a, b] = [b, a]
  if (b.length === 0) return a.length <= max
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  let current = new Array<number>(b.length + 1).fill(0)
  for (let i = 1; i <= a.length; i++) {
    current[0] = i
    let rowMinimum = i
    for (let j = 1; j <= b.length; j++) {
      const substitution = previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1)
      const cell = Math.min(previous[j]! + 1, current[j - 1]! + 1, substitution)
      current[j] = cell
      if (cell < rowMinimum) rowMinimum = cell
    }
    // distances never shrink from one row to the next, so the answer is already no
    if (rowMinimum > max) return false
    ;[previous, current] = [current, previous]
  }
  return previous[b.length]! <= max
}

/**
 * How many of the query words must match, as Elasticsearch reads a percentage
 * `minimum_should_match`: the share rounded down, but at least one word.
 */
export function minimumShouldMatch(
  wordCount: number,
  percent: number = MINIMUM_SHOULD_MATCH_PERCENT,
): number {
  if (wordCount <= 0) return 0
  const required = Math.floor((wordCount * percent) / 100)
  return Math.min(wordCount, Math.max(1, required))
}

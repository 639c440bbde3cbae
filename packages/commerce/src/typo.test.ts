import { describe, it, expect } from 'vitest'
import {
  MINIMUM_SHOULD_MATCH_PERCENT,
  SEARCH_FUZZINESS,
  levenshtein,
  minimumShouldMatch,
  withinEdits,
} from './typo.ts'

describe('levenshtein', () => {
  it('counts insertions, deletions and substitutions', () => {
    expect(levenshtein('fiets', 'fiets')).toBe(0)
    expect(levenshtein('fiets', 'fiet')).toBe(1)
    expect(levenshtein('fiets', 'fietsen')).toBe(2)
    expect(levenshtein('fiets', 'fuets')).toBe(1)
    expect(levenshtein('kitten', 'sitting')).toBe(3)
    expect(levenshtein('gazelle', 'gazele')).toBe(1)
    expect(levenshtein('sparta', 'batavus')).toBe(6)
  })

  it('is symmetric and handles empty words', () => {
    expect(levenshtein('', '')).toBe(0)
    expect(levenshtein('', 'abc')).toBe(3)
    expect(levenshtein('abc', '')).toBe(3)
    expect(levenshtein('zadel', 'zadelpen')).toBe(levenshtein('zadelpen', 'zadel'))
  })

  it('counts a swap of two letters as two edits', () => {
    expect(levenshtein('fiest', 'fiets')).toBe(2)
  })

  it('works on non-ASCII letters', () => {
    expect(levenshtein('maß', 'mas')).toBe(1)
    expect(levenshtein('straße', 'strasse')).toBe(2) // ß -> s, insert s
    expect(levenshtein('ermäßigt', 'ermassigt')).toBe(3) // ä -> a, ß -> s, insert s
  })
})

describe('withinEdits', () => {
  it('agrees with levenshtein', () => {
    const words = [
      'fiets',
      'fietsen',
      'fiet',
      'fuets',
      'gazelle',
      'gazele',
      'kitten',
      'sitting',
      '',
      'a',
      'zadel',
    ]
    for (const a of words) {
      for (const b of words) {
        for (const max of [0, 1, 2, 3]) {
          expect(withinEdits(a, b, max), `${a}/${b}/${max}`).toBe(levenshtein(a, b) <= max)
        }
      }
    }
  })

  it('rejects by length difference alone', () => {
    expect(withinEdits('ab', 'abcdef', 2)).toBe(false)
  })

  it('rejects everything for a negative maximum', () => {
    expect(withinEdits('a', 'a', -1)).toBe(false)
  })

  it('exits early on long, very different words', () => {
    const a = 'x'.repeat(5000)
    const b = 'y'.repeat(5000)
    const started = performance.now()
    expect(withinEdits(a, b, 2)).toBe(false)
    // the full table would take 25 million steps; an early exit takes 3 rows
    expect(performance.now() - started).toBeLessThan(50)
  })
})

describe('minimumShouldMatch', () => {
  it('defaults to 75 % rounded down', () => {
    expect(MINIMUM_SHOULD_MATCH_PERCENT).toBe(75)
    expect(SEARCH_FUZZINESS).toBe(2)
    expect(minimumShouldMatch(4)).toBe(3)
    expect(minimumShouldMatch(3)).toBe(2) // 2.25
    expect(minimumShouldMatch(2)).toBe(1) // 1.5
    expect(minimumShouldMatch(10)).toBe(7) // 7.5
  })

  it('needs at least one word', () => {
    expect(minimumShouldMatch(1)).toBe(1) // 0.75
    expect(minimumShouldMatch(3, 10)).toBe(1) // 0.3
  })

  it('takes other percentages', () => {
    expect(minimumShouldMatch(4, 100)).toBe(4)
    expect(minimumShouldMatch(4, 50)).toBe(2)
  })

  it('requires nothing for an empty query and never more than all words', () => {
    expect(minimumShouldMatch(0)).toBe(0)
    expect(minimumShouldMatch(3, 150)).toBe(3)
  })
})

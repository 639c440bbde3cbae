/**
 * tsvector text ('fiets':1A,4 'gazell':2A) parsed into lexemes with their rank contribution, so
 * that the in-process search ranks exactly like PostgreSQL's ts_rank with the shop's weights.
 *
 * ts_rank (normalisation 0) over an OR query is calc_rank_or in PostgreSQL's tsrank.c: for every
 * query item, every document lexeme it matches adds (wjm + resj - wjm / (jm + 1)^2) / 1.64493406685,
 * where resj = sum over the lexeme's positions j of w(position j) / (j + 1)^2, wjm is the highest
 * of those weights and jm its first position index; the sum is divided by the number of distinct
 * query items. The contribution depends only on the lexeme's own positions and the weights, so it
 * is computed once here, per document lexeme.
 */

/** ts_rank weights in PostgreSQL's order {D, C, B, A} (text-search.ts RANK_WEIGHTS). */
export const RANK_WEIGHTS = [0.1, 0.2, 0.5, 1.0] as const

const WEIGHT_INDEX: Record<string, number> = { A: 3, B: 2, C: 1, D: 0 }
/** a lexeme without positions counts as one position of weight D (tsrank.c POSNULL) */
const NO_POSITIONS = [0]

export interface ParsedLexeme {
  lexeme: string
  /** this lexeme's share in calc_rank_or, before the division by the query size */
  contribution: number
}

const f = Math.fround

/** calc_rank_or's contribution of one document lexeme given its position weights (indexes 0-3). */
export function rankContribution(weights: readonly number[]): number {
  let resj = 0
  let wjm = -1
  let jm = 0
  weights.forEach((index, j) => {
    const w = f(RANK_WEIGHTS[index] ?? RANK_WEIGHTS[0])
    resj = f(resj + f(w / ((j + 1) * (j + 1))))
    if (w > wjm) {
      wjm = w
      jm = j
    }
  })
  return f(f(wjm + resj - f(wjm / ((jm + 1) * (jm + 1)))) / 1.64493406685)
}

/** Parses PostgreSQL's text output of a tsvector. */
export function parseTsvector(text: string): ParsedLexeme[] {
  const out: ParsedLexeme[] = []
  let i = 0
  const n = text.length
  while (i < n) {
    while (i < n && text[i] === ' ') i++
    if (i >= n) break
    if (text[i] !== "'") throw new Error(`Unexpected tsvector text at ${i}: ${text.slice(i, i + 20)}`)
    i++
    let lexeme = ''
    for (;;) {
      const c = text[i]
      if (c === undefined) throw new Error('Unterminated lexeme in tsvector text')
      if (c === "'") {
        if (text[i + 1] === "'") {
          lexeme += "'"
          i += 2
          continue
        }
        i++
        break
      }
      if (c === '\\' && i + 1 < n) {
        lexeme += text[i + 1]
        i += 2
        continue
      }
      lexeme += c
      i++
    }
    const weights: number[] = []
    if (text[i] === ':') {
      i++
      while (i < n && text[i] !== ' ') {
        let start = i
        while (i < n && text[i]! >= '0' && text[i]! <= '9') i++
        if (i === start) throw new Error('Expected a position in tsvector text')
        const letter = text[i]
        if (letter !== undefined && letter in WEIGHT_INDEX) {
          weights.push(WEIGHT_INDEX[letter]!)
          i++
        } else {
          weights.push(0)
        }
        if (text[i] === ',') i++
        start = i
      }
    }
    out.push({ lexeme, contribution: rankContribution(weights.length ? weights : NO_POSITIONS) })
  }
  return out
}

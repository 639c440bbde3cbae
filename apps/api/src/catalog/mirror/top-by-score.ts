/**
 * The best page of hits by relevance without scoring every hit. A row's score depends only on
 * which queried lexemes it holds and with which contribution (text-ranking.ts), and a lexeme
 * takes few distinct contributions (lexeme-levels.ts). So the hits are split, lexeme by lexeme,
 * into groups of rows that share those levels, best-first: a group's bound is its score with each
 * lexeme not split yet at its highest level, and a group is only formed (one AND of bitsets) when
 * its bound can still reach the page. A group split on every lexeme has one score for all its rows.
 *
 * "gazele stadsfiets" at 100,000 products: 8,200 hits; the 299 that share the best score are three
 * ANDs away, and no other group's bound reaches them. Lexemes few hits hold (the compounds a
 * prefix reaches) are not split by: the rows holding them are scored one by one. The result is the
 * full ranking's, to the float and the tie (product id): the same sums in the same order. Declines
 * (null) when most hits hold such a lexeme; the caller then ranks every hit.
 */
import { Bitset } from './bitset.ts'
import { lexemeLevels, type LexemeLevels } from './lexeme-levels.ts'
import { form, Frontier, resetArena, slotsOf, wordsOf, type Group } from './row-groups.ts'
import type { Postings } from './store-index.ts'
import { addContributions, finalScore, type Ranking } from './text-ranking.ts'
import { BestSlots } from './top-slots.ts'

/** lexemes split by level at most: deeper splits cost more than they prune */
export const MAX_SPLITS = 8
/** a lexeme held by fewer than 1/RARE of the hits is not split by: its rows are scored apart */
const RARE = 8
/** a group this small gets its rows scored one by one rather than split further */
const SMALL = 16

const OPEN = -2
const ABSENT = -1

/** The level of the slot's row in a lexeme (ABSENT when the row does not hold it). */
function levelAt(levels: LexemeLevels, slot: number): number {
  if (!levels.any.has(slot)) return ABSENT
  for (let i = 0; i < levels.sets.length; i++) if (levels.sets[i]!.has(slot)) return i
  throw new Error('a slot holds a lexeme at no level')
}

/** The n-th smallest (0-based) of the values; reorders them. */
function nthSmallest(values: Int32Array, n: number): number {
  let lo = 0
  let hi = values.length - 1
  while (lo < hi) {
    const pivot = values[(lo + hi) >>> 1]!
    let i = lo
    let j = hi
    while (i <= j) {
      while (values[i]! < pivot) i++
      while (values[j]! > pivot) j--
      if (i <= j) {
        const t = values[i]!
        values[i++] = values[j]!
        values[j--] = t
      }
    }
    if (n <= j) hi = j
    else if (n >= i) lo = i
    else return values[n]!
  }
  return values[n]!
}

export interface ScoredPage {
  slots: number[]
  scores: number[]
}

export function topByScore(
  hits: Bitset,
  r: Ranking,
  p: Postings,
  idOf: Int32Array,
  from: number,
  size: number,
  total: number,
): ScoredPage | null {
  const limit = Math.min(from + size, total)
  if (limit <= 0 || from >= total) return { slots: [], scores: [] }
  const plan = planSplits(r, p, total)
  const page = new BestSlots(limit, true, idOf)
  // the hits holding a rare lexeme, scored apart; the others hold none
  let rest = hits
  let restCount = total
  if (plan.splits < r.dims.length) {
    const apart = rareHits(hits, r, p, plan, total)
    if (!apart) return null
    scoreApart(r, p, plan.levels, apart.rows, page)
    rest = hits.copy().andNot(apart.rows)
    restCount = total - apart.count
  }
  splitIntoGroups(rest, restCount, r, plan, page, limit, idOf)
  const top = page.scoredPage(from)
  return { slots: top.slots, scores: top.values }
}

/** Which lexemes the hits are split by, and each dimension's state at the start. */
interface SplitPlan {
  /** per dimension: how many rows hold its lexeme */
  postings: number[]
  /** per dimension: its levels when split by, undefined when its rows are scored apart */
  levels: (LexemeLevels | undefined)[]
  splits: number
  /** per dimension at the start: OPEN (split by level) or ABSENT (rows holding it are scored apart) */
  start: Int8Array
}

/**
 * The lexemes held by many hits are split by level; the rows holding any of the others (rare
 * compounds of a prefix: "fietsbel", "fietstas" for "fiets") are scored one by one.
 */
function planSplits(r: Ranking, p: Postings, total: number): SplitPlan {
  const dims = r.dims
  const postings = dims.map((d) => p.postingEnd[d.lexeme]! - p.postingStart[d.lexeme]!)
  const levels: (LexemeLevels | undefined)[] = dims.map(() => undefined)
  let splits = 0
  for (const j of dims.map((_, j) => j).sort((a, b) => postings[b]! - postings[a]!)) {
    if (splits === MAX_SPLITS || postings[j]! * RARE < total) break
    const l = lexemeLevels(p, dims[j]!.lexeme)
    if (l) {
      levels[j] = l
      splits++
    }
  }
  return { postings, levels, splits, start: Int8Array.from(levels, (l) => (l ? OPEN : ABSENT)) }
}

/** The score with each dimension at `levelOf(j)` (OPEN: its highest), summed in ranking order. */
function scoreWith(
  r: Ranking,
  levels: readonly (LexemeLevels | undefined)[],
  levelOf: (j: number) => number,
  sku: boolean,
): number {
  const dims = r.dims
  let exact = 0
  let prefix = 0
  let fix = 0
  for (let j = 0; j < dims.length; j++) {
    const level = levelOf(j)
    if (level === ABSENT) continue
    const c = levels[j]!.values[level === OPEN ? 0 : level]!
    const d = dims[j]!
    exact = exact + d.exact * c
    prefix = prefix + d.prefix * c
    fix = fix + d.fix * c
  }
  return finalScore(r, sku, exact, prefix, fix)
}

/** The split dimensions, those whose absence costs the most first. */
function splitOrder(r: Ranking, plan: SplitPlan): number[] {
  const { levels, start } = plan
  const best = scoreWith(r, levels, (j) => start[j]!, false)
  return r.dims
    .map((_, j) => j)
    .filter((j) => start[j] === OPEN)
    .map((j) => ({ j, drop: best - scoreWith(r, levels, (k) => (k === j ? ABSENT : start[k]!), false) }))
    .sort((a, b) => b.drop - a.drop)
    .map((o) => o.j)
}

/**
 * The hits holding a lexeme not split by, with their count; null when so many hold one (a
 * one-letter prefix) that ranking every hit costs about the same.
 */
function rareHits(
  hits: Bitset,
  r: Ranking,
  p: Postings,
  plan: SplitPlan,
  total: number,
): { rows: Bitset; count: number } | null {
  const { levels, postings } = plan
  const rare = r.dims.reduce((sum, _, j) => (levels[j] ? sum : sum + postings[j]!), 0)
  if (rare > 2 * total) return null
  const apart = new Bitset(hits.size)
  r.dims.forEach((d, j) => {
    if (!levels[j]) apart.addRange(p.postingSlots, p.postingStart[d.lexeme]!, p.postingEnd[d.lexeme]!)
  })
  apart.and(hits)
  const count = apart.count()
  if (count * 2 > total) return null
  return { rows: apart, count }
}

/**
 * Scores the rows one by one, as rankRows does (the same additions in the same order), with
 * the split lexemes' contributions read from their levels, and offers them to the page.
 */
function scoreApart(
  r: Ranking,
  p: Postings,
  levels: readonly (LexemeLevels | undefined)[],
  rows: Bitset,
  page: BestSlots,
): void {
  const dims = r.dims
  const slots = rows.toInt32Array()
  const n = slots.length
  const ranks = rows.wordRanks()
  const sums = new Float64Array(3 * n)
  for (let j = 0; j < dims.length; j++) {
    const { exact, prefix, fix } = dims[j]!
    const l = levels[j]
    if (l) {
      const any = l.any.words
      const sets = l.sets.map((set) => set.words)
      for (let i = 0; i < n; i++) {
        const slot = slots[i]!
        const w = slot >>> 5
        const bit = 1 << (slot & 31)
        if ((any[w]! & bit) === 0) continue
        let level = 0
        while ((sets[level]![w]! & bit) === 0) level++
        const c = l.values[level]!
        sums[3 * i] = sums[3 * i]! + exact * c
        sums[3 * i + 1] = sums[3 * i + 1]! + prefix * c
        sums[3 * i + 2] = sums[3 * i + 2]! + fix * c
      }
      continue
    }
    addContributions(p, dims[j]!, rows, ranks, sums)
  }
  const sku = r.skuHits.size > 0
  for (let i = 0; i < n; i++) {
    const slot = slots[i]!
    const score = finalScore(r, sku && r.skuHits.has(slot), sums[3 * i]!, sums[3 * i + 1]!, sums[3 * i + 2]!)
    page.offer(score, slot)
  }
}

/** A group's rows at one score: only its `limit` smallest product ids can make the page. */
function offerAll(g: Group, score: number, page: BestSlots, limit: number, idOf: Int32Array): void {
  const slots = new Int32Array(g.count)
  slotsOf(g, slots)
  let cut = Infinity
  if (g.count > limit) {
    const ids = new Int32Array(g.count)
    for (let k = 0; k < ids.length; k++) ids[k] = idOf[slots[k]!]!
    cut = nthSmallest(ids, limit - 1)
  }
  for (const slot of slots) if (idOf[slot]! <= cut) page.offer(score, slot)
}

/**
 * Splits the rows best-first into groups that share their levels (see the top of this file) and
 * offers the rows of every group whose bound can still reach the page.
 */
function splitIntoGroups(
  rows: Bitset,
  count: number,
  r: Ranking,
  plan: SplitPlan,
  page: BestSlots,
  limit: number,
  idOf: Int32Array,
): void {
  const { levels, start } = plan
  const order = splitOrder(r, plan)
  /** the score an offer must reach (ties go by product id) once the page is full */
  const bar = () => (page.full ? -page.bar : -Infinity)
  const frontier = new Frontier()
  const add = (g: Omit<Group, 'bound'>) => {
    const group = g as Group
    group.bound = scoreWith(r, levels, (j) => g.levels[j]!, g.sku !== 0)
    if (group.bound >= bar()) frontier.push(group)
  }

  resetArena()
  const skus = r.skuHits.size ? Bitset.of(rows.size, r.skuHits) : undefined
  add({ ...wordsOf(rows), count, parent: undefined, levels: start, sku: skus ? OPEN : 0, depth: 0 })
  for (let g = frontier.pop(); g && g.bound >= bar(); g = frontier.pop()) {
    if (g.words < 0) form(g)
    if (g.count === 0) continue
    const child = { at: 0, words: -1, count: 0, parent: g, sku: g.sku, depth: g.depth }
    if (g.sku === OPEN) {
      add({ ...child, keep: skus, levels: g.levels, sku: 1 })
      add({ ...child, drop: skus, levels: g.levels, sku: 0 })
    } else if (g.depth === order.length) {
      offerAll(g, g.bound, page, limit, idOf)
    } else if (g.count <= SMALL) {
      const slots = new Int32Array(g.count)
      slotsOf(g, slots)
      for (const slot of slots) {
        const score = scoreWith(
          r,
          levels,
          (j) => {
            const known = g.levels[j]!
            return known === OPEN ? levelAt(levels[j]!, slot) : known
          },
          g.sku === 1,
        )
        page.offer(score, slot)
      }
    } else {
      const j = order[g.depth]!
      const lexeme = levels[j]!
      const at = (level: number) => {
        const split = g.levels.slice()
        split[j] = level
        return { ...child, levels: split, depth: g.depth + 1 }
      }
      lexeme.sets.forEach((set, level) => add({ ...at(level), keep: set }))
      add({ ...at(ABSENT), drop: lexeme.any })
    }
  }
}

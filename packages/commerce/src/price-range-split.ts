/**
 * Price ranges that split the products at hand (issue 13 item 9): the spec's fixed buckets of 20
 * up to 140 (price-ranges.ts) leave a bicycle category with one useful option, "> €140". These
 * ranges are cut at round amounts from a fixed grid, where the cumulative count of products comes
 * closest to equal parts. Counting per grid cell is all a catalogue engine has to do; the cut is
 * made here, from the counts alone, so every engine gives the same ranges.
 */
import type { PriceRange } from './price-ranges.ts'

/** Round amounts a shopper reads at a glance (euros incl. tax); cut points come only from here. */
export const PRICE_GRID: readonly number[] = Object.freeze([
  5, 10, 15, 20, 25, 30, 40, 50, 60, 75, 100, 125, 150, 200, 250, 300, 400, 500, 600, 750, 1000, 1250, 1500,
  1750, 2000, 2500, 3000, 3500, 4000, 5000, 6000, 7500, 10000, 15000, 20000,
])

/** How many ranges a listing offers at most. */
export const PRICE_SPLIT_RANGES = 5

/** The grid as adjacent cells: [0, 5), [5, 10), ..., [20000, open). */
export function priceGridCells(): PriceRange[] {
  const cells: PriceRange[] = PRICE_GRID.map((to, i) => ({ from: i === 0 ? 0 : PRICE_GRID[i - 1]!, to }))
  cells.push({ from: PRICE_GRID[PRICE_GRID.length - 1]! })
  return cells
}

export interface CountedRange {
  range: PriceRange
  count: number
}

/**
 * Up to `parts` ranges from the product counts of the grid cells (in priceGridCells order): cut
 * where the running count is nearest to each equal share, no empty range, the first from 0 and
 * the last open. Products piled into one cell cannot be split: then fewer ranges come out.
 */
export function splitPriceRanges(
  cellCounts: readonly number[],
  parts: number = PRICE_SPLIT_RANGES,
): CountedRange[] {
  const cells = priceGridCells()
  const counts = cells.map((_, i) => Math.max(0, cellCounts[i] ?? 0))
  const total = counts.reduce((a, b) => a + b, 0)
  if (total === 0 || parts < 1) return []
  // running[b]: products below boundary b (boundary b is the start of cell b)
  const running = [0]
  for (const n of counts) running.push(running[running.length - 1]! + n)
  const cuts: number[] = []
  for (let j = 1; j < parts; j++) {
    const share = (total * j) / parts
    let best = -1
    for (let b = 1; b < cells.length; b++) {
      const previous = cuts[cuts.length - 1] ?? 0
      // a cut must add products on both sides of the previous cut and leave some above
      if (running[b]! <= running[previous]! || running[b]! >= total) continue
      if (best < 0 || Math.abs(running[b]! - share) < Math.abs(running[best]! - share)) best = b
    }
    if (best > 0 && !cuts.includes(best) && best > (cuts[cuts.length - 1] ?? 0)) cuts.push(best)
  }
  const bounds = [0, ...cuts, cells.length]
  const out: CountedRange[] = []
  for (let k = 0; k + 1 < bounds.length; k++) {
    const start = bounds[k]!
    const end = bounds[k + 1]!
    const count = running[end]! - running[start]!
    const from = k === 0 ? 0 : cells[start]!.from
    const last = k + 2 === bounds.length
    out.push({ range: last ? { from } : { from, to: cells[end]!.from }, count })
  }
  return out
}

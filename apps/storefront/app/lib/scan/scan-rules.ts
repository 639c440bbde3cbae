/**
 * The rules of the barcode scanner's list (issue 19, decision 0213): which decoded codes count, and
 * how the scan list grows. Pure, so they are unit-tested without a camera.
 *
 * A camera decodes the code in front of it several times a second. A code counts when it was not
 * seen during the last SCAN_GONE_MS: held in front of the camera it keeps being seen and counts
 * once; taken away and shown again (after that pause) it counts again, which is how a dealer adds
 * a second piece of the same product. A code typed in the manual field always counts.
 */

/** How long a code must have been out of the picture before it counts again. */
export const SCAN_GONE_MS = 1500

/** The most pieces of one line in the scan list (the cart's own line maximum still applies). */
export const SCAN_QTY_MAX = 999

/** The most lines in the scan list: one add-lines request takes at most 200 (contract). */
export const SCAN_LIST_MAX = 200

/** When each code was last decoded (ms). */
export type SeenCodes = ReadonlyMap<string, number>

/** Whether a decoded code counts now, and the remembered sightings after it. */
export function sighting(seen: SeenCodes, code: string, now: number): { counts: boolean; seen: SeenCodes } {
  const last = seen.get(code)
  const counts = last === undefined || now - last > SCAN_GONE_MS
  const next = new Map<string, number>()
  // sightings older than the window can never stop a count: forget them (the map stays small)
  for (const [other, at] of seen) if (now - at <= SCAN_GONE_MS) next.set(other, at)
  next.set(code, now)
  return { counts, seen: next }
}

/** A product in the scan list: what the cart and the order list need, and what the dealer sees. */
export interface ScanLine {
  /** the sku that goes to the cart: a configurable's child sku when the EAN is a child's */
  sku: string
  /** the product's catalogue id (the parent's for a child), for the order list */
  productId: number
  /** the child's sku when the EAN belongs to a variant of a configurable */
  childSku: string | null
  /** the parent's sku, for the product page path */
  parentSku: string
  ean: string
  name: string
  image: string | null
  /** the product page */
  path: string
  qty: number
  /** the product has options to choose on its page (a required custom option): not added blindly */
  needsOptions: boolean
}

export type ScanListChange = { list: ScanLine[]; added: 'new' | 'more' | 'full' }

/**
 * A scanned product onto the list: a product already there gets one more piece (never above
 * SCAN_QTY_MAX), a new one goes on top, so the last scan is the first line the dealer reads.
 */
export function addScan(list: readonly ScanLine[], line: ScanLine): ScanListChange {
  const at = list.findIndex((l) => l.sku === line.sku)
  if (at >= 0) {
    const next = [...list]
    next[at] = { ...list[at]!, qty: Math.min(SCAN_QTY_MAX, list[at]!.qty + 1) }
    return { list: next, added: 'more' }
  }
  if (list.length >= SCAN_LIST_MAX) return { list: [...list], added: 'full' }
  return { list: [{ ...line, qty: 1 }, ...list], added: 'new' }
}

/** A quantity typed or stepped: whole pieces from 1 to SCAN_QTY_MAX; anything else keeps the old one. */
export function setScanQty(list: readonly ScanLine[], sku: string, qty: number): ScanLine[] {
  if (!Number.isFinite(qty)) return [...list]
  const clamped = Math.min(SCAN_QTY_MAX, Math.max(1, Math.trunc(qty)))
  return list.map((l) => (l.sku === sku ? { ...l, qty: clamped } : l))
}

export function removeScan(list: readonly ScanLine[], sku: string): ScanLine[] {
  return list.filter((l) => l.sku !== sku)
}

/** The lines the cart can take as they are, and those that need their options chosen first. */
export function cartLinesOf(list: readonly ScanLine[]): {
  lines: { sku: string; qty: number }[]
  skipped: ScanLine[]
} {
  return {
    lines: list.filter((l) => !l.needsOptions).map((l) => ({ sku: l.sku, qty: l.qty })),
    skipped: list.filter((l) => l.needsOptions),
  }
}

/** A stored scan list read back (local storage may hold anything): only well-formed lines. */
export function parseScanList(raw: string | null): ScanLine[] {
  if (!raw) return []
  let data: unknown
  try {
    data = JSON.parse(raw)
  } catch {
    return []
  }
  if (!Array.isArray(data)) return []
  return data
    .filter(
      (l): l is ScanLine =>
        !!l &&
        typeof l === 'object' &&
        typeof (l as ScanLine).sku === 'string' &&
        typeof (l as ScanLine).name === 'string' &&
        typeof (l as ScanLine).path === 'string' &&
        Number.isInteger((l as ScanLine).productId) &&
        Number.isInteger((l as ScanLine).qty) &&
        (l as ScanLine).qty >= 1,
    )
    .slice(0, SCAN_LIST_MAX)
    .map((l) => ({ ...l, qty: Math.min(SCAN_QTY_MAX, l.qty) }))
}

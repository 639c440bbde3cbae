import { describe, expect, it } from 'vitest'
import {
  addScan,
  cartLinesOf,
  parseScanList,
  removeScan,
  SCAN_GONE_MS,
  SCAN_LIST_MAX,
  SCAN_QTY_MAX,
  setScanQty,
  sighting,
  type ScanLine,
  type SeenCodes,
} from './scan-rules.ts'

const line = (sku: string, over: Partial<ScanLine> = {}): ScanLine => ({
  sku,
  productId: 1,
  childSku: null,
  parentSku: sku,
  ean: '8700022719561',
  name: `Product ${sku}`,
  image: null,
  path: `/p/${sku}/x`,
  qty: 1,
  needsOptions: false,
  ...over,
})

/** Feeds decoded codes (code, ms) through the rule; returns the codes that counted. */
function counted(frames: [string, number][]): string[] {
  let seen: SeenCodes = new Map()
  const out: string[] = []
  for (const [code, at] of frames) {
    const result = sighting(seen, code, at)
    seen = result.seen
    if (result.counts) out.push(code)
  }
  return out
}

describe('which decoded codes count', () => {
  it('counts a code held in front of the camera once, however many frames decode it', () => {
    const frames: [string, number][] = Array.from({ length: 30 }, (_, i) => ['A', i * 100])
    expect(counted(frames)).toEqual(['A'])
  })

  it('counts the same code again after it left the picture for longer than the window', () => {
    expect(
      counted([
        ['A', 0],
        ['A', 200],
        ['A', 200 + SCAN_GONE_MS + 1],
      ]),
    ).toEqual(['A', 'A'])
  })

  it('does not count it again after a shorter absence (a frame or two without a read)', () => {
    expect(
      counted([
        ['A', 0],
        ['A', 400],
        ['A', 400 + SCAN_GONE_MS],
      ]),
    ).toEqual(['A'])
  })

  it('counts another code at once, and the first again only after its own absence', () => {
    expect(
      counted([
        ['A', 0],
        ['B', 300],
        ['A', 600], // still within A's window: the same piece flickering back
        ['A', 600 + SCAN_GONE_MS + 1],
      ]),
    ).toEqual(['A', 'B', 'A'])
  })

  it('forgets old sightings', () => {
    let seen: SeenCodes = new Map()
    for (let i = 0; i < 100; i++) seen = sighting(seen, `C${i}`, i * (SCAN_GONE_MS + 1)).seen
    expect(seen.size).toBe(1)
  })
})

describe('the scan list', () => {
  it('puts a new product on top with one piece', () => {
    const first = addScan([], line('A', { qty: 7 }))
    expect(first.added).toBe('new')
    expect(first.list).toEqual([line('A')])
    const second = addScan(first.list, line('B'))
    expect(second.list.map((l) => l.sku)).toEqual(['B', 'A'])
  })

  it('adds one piece when the same product is scanned again, keeping its place', () => {
    let list = addScan([], line('A')).list
    list = addScan(list, line('B')).list
    const again = addScan(list, line('A'))
    expect(again.added).toBe('more')
    expect(again.list.map((l) => [l.sku, l.qty])).toEqual([
      ['B', 1],
      ['A', 2],
    ])
  })

  it('never goes above the maximum quantity', () => {
    const list = [line('A', { qty: SCAN_QTY_MAX })]
    expect(addScan(list, line('A')).list[0]!.qty).toBe(SCAN_QTY_MAX)
    expect(setScanQty(list, 'A', SCAN_QTY_MAX + 5)[0]!.qty).toBe(SCAN_QTY_MAX)
  })

  it('refuses a new line when the list is full, but still counts a product already on it', () => {
    const full = Array.from({ length: SCAN_LIST_MAX }, (_, i) => line(`S${i}`))
    expect(addScan(full, line('NEW')).added).toBe('full')
    expect(addScan(full, line('NEW')).list).toHaveLength(SCAN_LIST_MAX)
    expect(addScan(full, line('S3')).added).toBe('more')
  })

  it('sets quantities from 1 up, in whole pieces', () => {
    const list = [line('A', { qty: 3 })]
    expect(setScanQty(list, 'A', 2)[0]!.qty).toBe(2)
    expect(setScanQty(list, 'A', 0)[0]!.qty).toBe(1)
    expect(setScanQty(list, 'A', -4)[0]!.qty).toBe(1)
    expect(setScanQty(list, 'A', 2.7)[0]!.qty).toBe(2)
    expect(setScanQty(list, 'A', Number.NaN)[0]!.qty).toBe(3)
  })

  it('removes a line', () => {
    expect(removeScan([line('A'), line('B')], 'A').map((l) => l.sku)).toEqual(['B'])
  })

  it('sends the cart the lines it can take and keeps back those with options to choose', () => {
    const { lines, skipped } = cartLinesOf([
      line('A', { qty: 2 }),
      line('B', { needsOptions: true }),
      line('C-M', { childSku: 'C-M', parentSku: 'C' }),
    ])
    expect(lines).toEqual([
      { sku: 'A', qty: 2 },
      { sku: 'C-M', qty: 1 },
    ])
    expect(skipped.map((l) => l.sku)).toEqual(['B'])
  })

  it('reads back a stored list and drops what is not a line', () => {
    const stored = JSON.stringify([line('A', { qty: 2 }), { sku: 'X' }, null, line('B', { qty: 0 })])
    expect(parseScanList(stored)).toEqual([line('A', { qty: 2 })])
    expect(parseScanList('not json')).toEqual([])
    expect(parseScanList('{"a":1}')).toEqual([])
    expect(parseScanList(null)).toEqual([])
  })
})

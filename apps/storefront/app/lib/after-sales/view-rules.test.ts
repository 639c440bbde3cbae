import { describe, expect, it } from 'vitest'
import {
  automaticOrderDateAllowed,
  earliestAutomaticOrderDate,
  formatDay,
  invoiceFileName,
  lineState,
  pageFromParam,
  pageSlice,
  returnDraftProblems,
  safeTrackingUrl,
  scaledSize,
} from './view-rules.ts'

const line = (o: number, s: number, d: number, b: number, c = 0) => ({
  qtyOrdered: o,
  qtyShipped: s,
  qtyDelivered: d,
  qtyBackordered: b,
  qtyCanceled: c,
})

describe('after-sales view rules', () => {
  it('reads the page of a list route', () => {
    expect(pageFromParam(undefined)).toBe(1)
    expect(pageFromParam('3')).toBe(3)
    expect(pageFromParam('0')).toBe(1)
    expect(pageFromParam('-2')).toBe(1)
    expect(pageFromParam('abc')).toBe(1)
    expect(pageSlice([1, 2, 3, 4, 5], 2, 2)).toEqual([3, 4])
    expect(pageSlice([1, 2, 3], 9, 2)).toEqual([3])
  })

  it('names how far a line got', () => {
    expect(lineState(line(5, 3, 0, 2))).toBe('partly')
    expect(lineState(line(5, 0, 0, 5))).toBe('backordered')
    expect(lineState(line(5, 5, 0, 0))).toBe('shipped')
    expect(lineState(line(5, 5, 5, 0))).toBe('delivered')
    expect(lineState(line(5, 3, 3, 0, 2))).toBe('delivered')
    expect(lineState(line(5, 0, 0, 0, 5))).toBe('canceled')
    expect(lineState(line(5, 0, 0, 0))).toBe('open')
  })

  it('refuses a return of more than returnable and a warranty without description', () => {
    const lines = [{ lineId: 1, sku: 'A', qty: 2, max: 5 }]
    expect(
      returnDraftProblems({ type: 'return', lines, reason: 'damaged', reasonText: '', photos: 0 }),
    ).toEqual([])
    expect(
      returnDraftProblems({
        type: 'return',
        lines: [{ ...lines[0]!, qty: 6 }],
        reason: 'damaged',
        reasonText: '',
        photos: 0,
      }),
    ).toEqual([{ kind: 'qty', sku: 'A', max: 5 }])
    expect(
      returnDraftProblems({ type: 'warranty', lines, reason: 'defect', reasonText: '  ', photos: 0 }),
    ).toEqual([{ kind: 'description' }])
    expect(
      returnDraftProblems({
        type: 'warranty',
        lines: [{ ...lines[0]!, qty: 0 }],
        reason: '',
        reasonText: 'x',
        photos: 4,
      }),
    ).toEqual([{ kind: 'noLines' }, { kind: 'reason' }, { kind: 'photos', max: 3 }])
  })

  it('starts automatic orders the day after tomorrow in Amsterdam', () => {
    // 23:30 UTC on 27 Nov is already 28 Nov in Amsterdam
    expect(earliestAutomaticOrderDate(new Date('2026-11-27T23:30:00Z'))).toBe('2026-11-30')
    expect(earliestAutomaticOrderDate(new Date('2026-11-27T10:00:00Z'))).toBe('2026-11-29')
    const now = new Date('2026-12-31T10:00:00Z')
    expect(automaticOrderDateAllowed('2027-01-01', now)).toBe(false)
    expect(automaticOrderDateAllowed('2027-01-02', now)).toBe(true)
    expect(automaticOrderDateAllowed('garbage', now)).toBe(false)
  })

  it('scales large photos down, never up', () => {
    expect(scaledSize(4000, 3000)).toEqual({ width: 1600, height: 1200 })
    expect(scaledSize(800, 600)).toEqual({ width: 800, height: 600 })
  })

  it('names the saved invoice and keeps only web tracking links', () => {
    expect(invoiceFileName('invoices/2026/F2026-000001.pdf')).toBe('F2026-000001.pdf')
    expect(invoiceFileName('invoices/2026/../x')).toBe('invoice.pdf')
    expect(safeTrackingUrl('https://jouw.postnl.nl/track/3S123')).toBe('https://jouw.postnl.nl/track/3S123')
    expect(safeTrackingUrl('javascript:alert(1)')).toBeNull()
    expect(safeTrackingUrl(null)).toBeNull()
  })

  it('formats days in the page locale', () => {
    expect(formatDay('2026-11-27', 'nl-NL')).toBe('27-11-2026')
    expect(formatDay('2026-11-27T23:30:00Z', 'de-DE')).toBe('28.11.2026')
  })
})

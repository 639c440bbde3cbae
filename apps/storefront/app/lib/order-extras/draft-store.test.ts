/** The purchase-order draft in browser storage: one per customer, kept until that customer orders. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { clearDraft, getDraft, ORDER_DRAFT_STORAGE_KEY, setDraft, setLineDraft } from './draft-store.ts'
import { emptyDraft } from './draft.ts'
import { setUser } from '../user/user-store.ts'

const data = new Map<string, string>()
const customer = (id: number) => ({
  id,
  email: `c${id}@shop.nl`,
  firstname: 'A',
  lastname: 'B',
  addresses: [],
})

beforeEach(() => {
  data.clear()
  ;(globalThis as any).window = {
    localStorage: {
      getItem: (key: string) => data.get(key) ?? null,
      setItem: (key: string, value: string) => void data.set(key, value),
      removeItem: (key: string) => void data.delete(key),
    },
    addEventListener: () => {},
    removeEventListener: () => {},
  }
})
afterEach(() => {
  delete (globalThis as any).window
})

describe('the purchase-order draft', () => {
  it('is kept in storage per customer and restored for that customer only', () => {
    setUser({ token: 't1', current: customer(1) })
    setDraft({ po_number: 'PO-1', reference: 'REF' })
    setLineDraft('LAMP-1', { comment: 'voorop' })
    expect(JSON.parse(data.get(ORDER_DRAFT_STORAGE_KEY)!).drafts.c1).toMatchObject({
      po_number: 'PO-1',
      lines: { 'LAMP-1': { comment: 'voorop', date: '' } },
    })
    setUser({ token: 't2', current: customer(2) })
    expect(getDraft()).toEqual(emptyDraft())
    setDraft({ po_number: 'PO-2' })
    setUser({ token: 't1', current: customer(1) })
    expect(getDraft()).toMatchObject({ po_number: 'PO-1', reference: 'REF' })
  })

  it('is cleared once the order is placed, leaving other customers drafts alone', () => {
    setUser({ token: 't2', current: customer(2) })
    setDraft({ po_number: 'PO-2' })
    setUser({ token: 't1', current: customer(1) })
    setDraft({ po_number: 'PO-1' })
    clearDraft()
    expect(getDraft()).toEqual(emptyDraft())
    expect(getDraft('c2').po_number).toBe('PO-2')
  })

  it('a guest has none and keeps none', () => {
    setUser({ token: null, current: null })
    setDraft({ po_number: 'PO-X' })
    expect(data.has(ORDER_DRAFT_STORAGE_KEY)).toBe(false)
    expect(getDraft()).toEqual(emptyDraft())
  })
})

/**
 * The purchase-order drafts in browser storage (spec 001 §3), one per signed-in customer, kept
 * until that customer's order is placed: a shopper who leaves the checkout and comes back (or
 * reloads, or whose colleague uses the same computer with another login) finds their own draft.
 * Uses the shop's persisted store, so other tabs follow through storage events.
 */
import { useSyncExternalStore } from 'react'
import { createPersistedStore } from '../persisted-store.ts'
import { getUser, useUser } from '../user/user-store.ts'
import type { Customer } from '../user/user-types.ts'
import { emptyDraft, readDraft, type PurchaseOrderDraft } from './draft.ts'

export const ORDER_DRAFT_STORAGE_KEY = 'shop/order-extras/drafts'

interface DraftsState {
  /** by draftOwner() */
  drafts: Record<string, PurchaseOrderDraft>
}

const EMPTY: DraftsState = { drafts: {} }

export function parseDrafts(raw: string | null): DraftsState {
  if (!raw) return EMPTY
  try {
    const parsed = JSON.parse(raw) as { drafts?: unknown } | null
    if (!parsed || typeof parsed !== 'object' || !parsed.drafts || typeof parsed.drafts !== 'object')
      return EMPTY
    const drafts: Record<string, PurchaseOrderDraft> = {}
    for (const [owner, draft] of Object.entries(parsed.drafts as Record<string, unknown>))
      drafts[owner] = readDraft(draft)
    return { drafts }
  } catch {
    return EMPTY
  }
}

const store = createPersistedStore(ORDER_DRAFT_STORAGE_KEY, parseDrafts)

/** Whose draft: the customer id (an e-mail address can change; the id does not). */
export function draftOwner(customer: Customer | null | undefined): string | null {
  if (!customer) return null
  if (customer.id !== undefined && customer.id !== null) return `c${customer.id}`
  return customer.email ? `e${customer.email.toLowerCase()}` : null
}

const currentOwner = () => {
  const user = getUser()
  return user.token ? draftOwner(user.current) : null
}

const EMPTY_DRAFT = emptyDraft()

export function getDraft(owner = currentOwner()): PurchaseOrderDraft {
  return (owner && store.get().drafts[owner]) || EMPTY_DRAFT
}

/** Changes the signed-in customer's draft; nothing without one (guests have no draft). */
export function setDraft(
  update: Partial<PurchaseOrderDraft> | ((draft: PurchaseOrderDraft) => Partial<PurchaseOrderDraft>),
): void {
  const owner = currentOwner()
  if (!owner) return
  store.set((state) => {
    const current = state.drafts[owner] ?? EMPTY_DRAFT
    const next = { ...current, ...(typeof update === 'function' ? update(current) : update) }
    return { drafts: { ...state.drafts, [owner]: next } }
  })
}

/** Changes one line's comment or date. */
export function setLineDraft(sku: string, update: Partial<PurchaseOrderDraft['lines'][string]>): void {
  setDraft((draft) => ({
    lines: { ...draft.lines, [sku]: { comment: '', date: '', ...draft.lines[sku], ...update } },
  }))
}

/** The order is placed: its draft is done (spec 001 §3 "until ordered"). */
export function clearDraft(owner = currentOwner()): void {
  if (!owner) return
  store.set((state) => {
    const drafts = { ...state.drafts }
    delete drafts[owner]
    return { drafts }
  })
}

/** The signed-in customer's draft; the empty draft on the server render and for guests. */
export function useDraft(): PurchaseOrderDraft {
  const user = useUser()
  const owner = user.token ? draftOwner(user.current) : null
  return useSyncExternalStore(
    store.subscribe,
    () => getDraft(owner),
    () => EMPTY_DRAFT,
  )
}

/**
 * Supplier stock and delivery time of a product for a trade customer (spec 001 §3, §7
 * getSupplierStock), asked once per sku and kept for the session's five-minute price period.
 */
import { useEffect, useState } from 'react'
import { oculusCall } from '../oculus.ts'
import { TRADE_PRICE_TTL_MS } from './price-cache.ts'

export interface SupplierStock {
  qty: number
  deliveryDays: number
}

/** One sku of the answer; null when it names no usable quantity and delivery time. */
export function supplierStockOf(answer: unknown, sku: string): SupplierStock | null {
  if (!answer || typeof answer !== 'object') return null
  const row = (answer as Record<string, { qty?: unknown; delivery_days?: unknown } | undefined>)[sku]
  const qty = Number(row?.qty)
  const deliveryDays = Number(row?.delivery_days)
  if (!Number.isFinite(qty) || qty <= 0 || !Number.isFinite(deliveryDays) || deliveryDays < 0) return null
  return { qty: Math.floor(qty), deliveryDays: Math.round(deliveryDays) }
}

const known = new Map<string, { value: SupplierStock | null; at: number }>()

/** The supplier's stock of the sku for the signed-in trade customer (`active`); null for none. */
export function useSupplierStock(sku: string, active: boolean): SupplierStock | null {
  const cached = known.get(sku)
  const [value, setValue] = useState<SupplierStock | null>(cached?.value ?? null)
  useEffect(() => {
    if (!active) return setValue(null)
    const entry = known.get(sku)
    if (entry && Date.now() - entry.at < TRADE_PRICE_TTL_MS) return setValue(entry.value)
    let current = true
    void oculusCall('getSupplierStock', { skus: [sku] }).then((answer) => {
      const stock = supplierStockOf(answer, sku)
      known.set(sku, { value: stock, at: Date.now() })
      if (current) setValue(stock)
    })
    return () => {
      current = false
    }
  }, [sku, active])
  return active ? value : null
}

/** Forgets what was asked (logout). */
export function clearSupplierStock(): void {
  known.clear()
}

/**
 * The shop info of the layout (lib/shop-info.ts) for any component of the page, and the shop's
 * clock. Promises depend on the time ("before 16:00"): the server renders with the time of its
 * request, hydration uses that same time (no mismatch), then the browser's clock takes over and
 * ticks once a minute.
 */
import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react'
import type { ShopInfo } from '../../lib/shop-info.ts'

interface ShopInfoValue {
  info: ShopInfo | null
  /** ms since the epoch when the server rendered the layout */
  renderedAt: number
}

const ShopInfoContext = createContext<ShopInfoValue>({ info: null, renderedAt: 0 })

export function ShopInfoProvider({ value, children }: { value: ShopInfoValue; children: ReactNode }) {
  return <ShopInfoContext.Provider value={value}>{children}</ShopInfoContext.Provider>
}

export function useShopInfo(): ShopInfo | null {
  return useContext(ShopInfoContext).info
}

const MINUTE = 60_000

function subscribeMinutes(listener: () => void) {
  const timer = setInterval(listener, MINUTE / 4)
  return () => clearInterval(timer)
}

// whole minutes: the snapshot stays equal between ticks, so nothing re-renders needlessly
const browserMinute = () => Math.floor(Date.now() / MINUTE) * MINUTE

/** The current time, whole minutes; during the server render and hydration the server's. */
export function useShopNow(): Date {
  const { renderedAt } = useContext(ShopInfoContext)
  const serverMinute = Math.floor(renderedAt / MINUTE) * MINUTE
  return new Date(useSyncExternalStore(subscribeMinutes, browserMinute, () => serverMinute))
}

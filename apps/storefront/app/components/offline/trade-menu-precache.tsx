/**
 * A trade customer (signed in with a back-office id) visits shops with a laptop and poor signal:
 * the categories of the main menu, and the first products of each, are kept for offline use
 * before they are opened (issue 20, decision 0227). The page hands the menu's paths to the
 * service worker (public/sw/trade-menu.js), which fetches them one by one into a bounded cache
 * and skips those it kept in the last hours. Nothing is rendered.
 */
import { useEffect } from 'react'
import type { MenuItem } from '../../lib/menu.ts'
import { useTradeAccount } from '../../lib/user/trade-account.ts'
import { useOnline } from './use-online.ts'

/** The menu's category paths, top level first (the worker keeps at most its first 40). */
export function menuPaths(menu: readonly MenuItem[]): string[] {
  const paths = menu.map((item) => item.to)
  for (const item of menu) for (const child of item.children) paths.push(child.to)
  return [...new Set(paths)]
}

export function TradeMenuPrecache({ menu }: { menu: readonly MenuItem[] }) {
  const trade = useTradeAccount() !== null
  const online = useOnline()
  const paths = menuPaths(menu).join('\n')
  useEffect(() => {
    if (!trade || !online || !paths || !('serviceWorker' in navigator)) return
    let cancelled = false
    // ready: the first visit registers the worker after load; it takes the message once active
    void navigator.serviceWorker.ready.then((registration) => {
      if (!cancelled)
        registration.active?.postMessage({ type: 'shop:precache-menu', paths: paths.split('\n') })
    })
    return () => {
      cancelled = true
    }
  }, [trade, online, paths])
  return null
}

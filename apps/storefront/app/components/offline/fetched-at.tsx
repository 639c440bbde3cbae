/**
 * "Prijs van 28-11 10:15" under a price while offline (issue 20, decision 0226): prices then come
 * from a kept page, and the shopper should know how old they are. The page loaders that show
 * prices (home, category, product) return `fetchedAt`, the moment the server read the prices; the
 * deepest route that has one is the page's. Online nothing is shown: the price is current.
 */
import { SHOP_TIME_ZONE } from '@shop/commerce'
import { useMatches } from 'react-router'
import type { Language } from '../../i18n/translate.ts'
import { useStore, useT } from '../../lib/store-context.tsx'
import { useOnline } from './use-online.ts'

/** When the current page's prices were fetched (ms), or null on a page without them. */
export function useFetchedAt(): number | null {
  const matches = useMatches()
  for (let i = matches.length - 1; i >= 0; i--) {
    const data = matches[i]!.data as { fetchedAt?: unknown } | undefined
    if (data && typeof data.fetchedAt === 'number') return data.fetchedAt
  }
  return null
}

/** Day, month and time on the shop's clock: "28-11 10:15" (nl), "28.11. 10:15" (de). */
export function fetchedAtText(at: number, language: Language): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: SHOP_TIME_ZONE,
      day: '2-digit',
      month: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  ) as Record<string, string>
  const day = language === 'de' ? `${parts.day}.${parts.month}.` : `${parts.day}-${parts.month}`
  return `${day} ${parts.hour}:${parts.minute}`
}

export function PriceFetchedAt() {
  const online = useOnline()
  const at = useFetchedAt()
  const t = useT()
  const { language } = useStore()
  if (online || at === null) return null
  return (
    <p className="price-fetched-at">{t('offline.priceFetchedAt', { time: fetchedAtText(at, language) })}</p>
  )
}

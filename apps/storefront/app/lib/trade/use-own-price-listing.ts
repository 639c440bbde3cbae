/**
 * The listing a trade customer sees when they sort or filter by price (decision 0145): the
 * server's guest listing first, then the same page re-queried with their token. Null while it is
 * not wanted, asked or failed: the page keeps the server's listing.
 */
import { useEffect, useState } from 'react'
import { useLocation } from 'react-router'
import type { ListingData } from '../catalog/listing-load.ts'
import type { ListingScope } from '../catalog/query.ts'
import { useStore } from '../store-context.tsx'
import { wantsOwnPriceListing } from './listing-rule.ts'
import { usePriceMode } from './use-trade-prices.ts'

export function useOwnPriceListing(
  listing: ListingData,
  scope: ListingScope | undefined,
): ListingData | null {
  const shopper = usePriceMode()
  const store = useStore()
  const { pathname, search } = useLocation()
  const wanted = Boolean(scope) && !listing.failed && wantsOwnPriceListing(listing.filters, shopper)
  const key = wanted ? `${pathname}${search}` : null
  const [own, setOwn] = useState<{ key: string; listing: ListingData } | null>(null)
  useEffect(() => {
    if (!key || !scope) return
    let current = true
    void import('./own-price-listing.ts')
      .then(({ ownPriceListing }) => ownPriceListing(store, scope, new URL(key, window.location.origin)))
      .then((found) => {
        if (current && found) setOwn({ key, listing: found })
      })
    return () => {
      current = false
    }
    // the scope is the page's (a category id or search text): the key changes with it
  }, [key, store])
  return own && own.key === key ? own.listing : null
}

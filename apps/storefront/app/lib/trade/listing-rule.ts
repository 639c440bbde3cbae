/**
 * When a listing is asked again in the browser for a trade customer's own prices (decision 0145):
 * the server renders listings as a guest (group prices incl. tax), so a price sort or a price
 * filter would order and cut by a price the trade customer does not see. Only then, and only when
 * the customer sees prices at all, the page's listing is re-queried with the customer's token;
 * without a price sort or filter the order and the members are the same, so nothing is asked.
 */
import type { HiddenPriceMode, ListingFilters } from '@shop/commerce'

export function wantsOwnPriceListing(
  filters: Pick<ListingFilters, 'price' | 'sort'>,
  shopper: { mode: HiddenPriceMode; isTrade: boolean },
): boolean {
  if (!shopper.isTrade || shopper.mode === 1) return false
  return filters.price !== null || filters.sort.startsWith('price')
}

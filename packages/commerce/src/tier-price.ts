/**
 * Tier (quantity) prices: a lower unit price from a minimum quantity, per customer group or for
 * all groups. Values are net unit prices, like the regular price.
 */

export interface TierPrice {
  /** null = all customer groups */
  customerGroupId: number | null
  /** minimum quantity from which the value applies */
  qty: number
  value: number
}

/**
 * The tiers a customer group gets: its own plus the all-groups ones, by ascending qty (then
 * value). Without a group (a guest) only the all-groups tiers apply, so group-specific trade
 * prices never leak to guests.
 */
export function tierPricesForGroup(tiers: readonly TierPrice[], groupId?: number | null): TierPrice[] {
  return tiers
    .filter((tier) => tier.customerGroupId === null || (groupId != null && tier.customerGroupId === groupId))
    .sort((a, b) => a.qty - b.qty || a.value - b.value)
}

/** The lowest unit value among the group's tiers that the quantity reaches; null when none does. */
export function tierPriceFor(
  tiers: readonly TierPrice[],
  groupId: number | null | undefined,
  qty: number,
): number | null {
  let lowest: number | null = null
  for (const tier of tierPricesForGroup(tiers, groupId)) {
    if (tier.qty > qty) break
    if (lowest === null || tier.value < lowest) lowest = tier.value
  }
  return lowest
}

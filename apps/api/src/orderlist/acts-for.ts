/**
 * Stand-in for `actsFor` of principal.ts until h-papi's branch (which moves it there) is merged;
 * then this file goes and callers import it from '../principal.ts'.
 */
import type { Principal } from '../principal.ts'

export function actsFor(principal: Principal, customerId: number): boolean {
  return principal.customer?.id === customerId || principal.actingPurchaser?.customerId === customerId
}

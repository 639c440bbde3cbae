/**
 * Whose offline order it is. A waiting order is sent with the token of the shopper who is logged
 * in at sending time, so it must only be sent when that is the shopper who pressed order: after a
 * logout and another login the order would otherwise be placed as someone else's.
 */
import { getUser } from '../user/user-store.ts'

export function currentOwner(): string {
  const customer = getUser().current
  return customer ? `customer:${customer.id}` : 'guest'
}

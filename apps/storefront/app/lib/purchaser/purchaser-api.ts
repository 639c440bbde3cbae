/**
 * The purchaser calls of spec 001 §7 and the takeover login, through the one network client.
 * These run with the PURCHASER's own token, also while the user store holds the customer's
 * takeover token: so they pass it themselves (never as the client's `token`, which the refresh
 * lock would swap for the customer's) and never carry the `purchaser` parameter.
 */
import { CLIENT_VERSION, networkTask, tokenLooksValid, type TaskResult } from '../network-task.ts'
import { loadProfile } from '../user/session.ts'
import { getUser } from '../user/user-store.ts'
import { getPurchaser, isActing, setPurchaser } from './purchaser-store.ts'
import { readCustomerList, type PurchaserCustomer } from './customer-list.ts'

/** The purchaser's own tokens: kept aside while acting, else the signed-in session's. */
export function ownTokens(): { token: string | null; refreshToken: string | null } {
  const state = getPurchaser()
  if (isActing(state) && state.own) return { token: state.own.token, refreshToken: state.own.refreshToken }
  const user = getUser()
  return { token: user.token, refreshToken: user.refreshToken }
}

/**
 * A token of the purchaser's that the server still accepts. Acting, the kept-aside session is
 * refreshed here; otherwise a profile load lets the client's refresh lock renew the session's.
 */
export async function freshOwnToken(): Promise<string | null> {
  const { token, refreshToken } = ownTokens()
  if (token && tokenLooksValid(token)) return token
  const state = getPurchaser()
  if (!isActing(state) || !state.own) {
    if (!token) return null
    await loadProfile()
    return getUser().token
  }
  const renewed = refreshToken ? await refreshCall(refreshToken) : null
  if (!renewed) return null
  const now = getPurchaser()
  if (now.own) setPurchaser({ ...now, own: { ...now.own, ...renewed } })
  return renewed.token
}

/**
 * One refresh of a session by its refresh token, outside the client's token lock (which serves the
 * session in the user store, not a kept-aside one): the new token pair, or null when refused.
 */
export async function refreshCall(
  refreshToken: string,
): Promise<{ token: string; refreshToken: string } | null> {
  const answer = await networkTask<string>({
    url: '/api/user/refresh',
    method: 'POST',
    body: { refreshToken },
    headers: { 'x-client': CLIENT_VERSION },
  }).catch(() => null)
  if (answer?.code !== 200 || typeof answer.result !== 'string' || !answer.result) return null
  const meta = answer.meta as { refreshToken?: unknown } | undefined
  return {
    token: answer.result,
    refreshToken: typeof meta?.refreshToken === 'string' ? meta.refreshToken : refreshToken,
  }
}

/** §7 customer list by {token}, empty body: the customers assigned to the purchaser. */
export async function customerListCall(storeCode?: string): Promise<PurchaserCustomer[] | null> {
  const token = await freshOwnToken()
  if (!token) return null
  const answer = await networkTask<unknown>({
    url: `/api/purchaser/customer-list/${encodeURIComponent(token)}`,
    method: 'POST',
    body: {},
    storeCode,
  }).catch(() => null)
  if (answer?.code !== 200) return null
  return readCustomerList(answer.result)
}

/** §7 create hash {customerId, purchaserId}: a one-time proof for the takeover login. */
export async function createHashCall(
  customerId: number,
  purchaserId: number,
): Promise<TaskResult<{ hash?: string } | string> | null> {
  const token = await freshOwnToken()
  if (!token) return null
  return networkTask<{ hash?: string } | string>({
    url: '/api/purchaser/create-hash',
    method: 'POST',
    query: { token },
    body: { customerId, purchaserId },
  }).catch(() => null)
}

/** The login as the customer with the hash: answers the takeover token (meta.refreshToken). */
export const takeoverLoginCall = (email: string, purchaserId: number, hash: string, storeCode?: string) =>
  networkTask<string>({
    url: '/api/user/login',
    method: 'POST',
    body: { username: email, password: '', purchaserId, hash },
    headers: { 'x-client': CLIENT_VERSION },
    storeCode,
  }).catch(() => null)

/**
 * Sending one offline order, exactly once (decision 0221). Three layers, each enough on its own
 * for part of the failures and together for all of them:
 * 1. the record is on disk before the request leaves (offline-order-store.ts);
 * 2. one tab at a time sends (Web Locks API), and the record is re-read inside the lock, so a tab
 *    holding a stale copy never sends what another tab has delivered meanwhile;
 * 3. the body carries the key as `order_id`: when a request reached the server but its answer was
 *    lost (or the tab closed mid-send), the next send gets the SAME order back, not a second one.
 */
import { networkTask } from '../network-task.ts'
import { readOrderAnswer, type RawAnswer } from './order-answer.ts'
import {
  afterAnswer,
  maySend,
  startSend,
  type OfflineOrderRecord,
  type SendAnswer,
} from './offline-order-record.ts'
import { readOfflineOrder, saveOfflineOrder } from './offline-order-store.ts'

export const OFFLINE_ORDER_LOCK = 'shop-offline-orders'

/** navigator.locks where the browser has it (secure contexts); else the server's key alone guards. */
export async function withOrderLock<T>(run: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks
  if (!locks?.request) return run()
  return locks.request(OFFLINE_ORDER_LOCK, { mode: 'exclusive' }, run) as Promise<T>
}

export interface Delivery {
  /** the record after the attempt; undefined when there was nothing to send */
  record: OfflineOrderRecord | undefined
  answer: SendAnswer | null
  /** the server's answer as it came, for the checkout's own messages */
  raw: RawAnswer | null
}

export interface DeliverOptions {
  /** who is sending: only the shopper who placed the order may */
  owner: string
  /** the user token of that shopper */
  token: string
  /** the shopper chose to send a refused order again */
  force?: boolean
  now?: () => number
}

export async function deliverOfflineOrder(key: string, options: DeliverOptions): Promise<Delivery> {
  const now = options.now ?? Date.now
  return withOrderLock(async () => {
    const current = await readOfflineOrder(key)
    if (!maySend(current, options.owner, options.force)) return { record: current, answer: null, raw: null }
    const sending = startSend(current!, now())
    await saveOfflineOrder(sending)
    const raw = await networkTask<unknown>({
      url: '/api/order',
      method: 'POST',
      body: sending.body,
      token: options.token,
      storeCode: sending.storeCode || undefined,
    }).catch(() => null)
    const answer = readOrderAnswer(raw)
    const next = afterAnswer(sending, answer, now())
    await saveOfflineOrder(next)
    return { record: next, answer, raw }
  })
}

/**
 * updateCartDataBeforeOrder (spec 001 §7): the extras go to the cart before the order is placed,
 * so the order takes them from there. Called through the network client itself rather than
 * oculusCall, because a refusal's message (400 naming the field) is what the shopper must see.
 */
import type { OrderExtras } from '@shop/commerce'
import { networkTask } from '../network-task.ts'
import { OCULUS_BASE_PATH } from '../oculus.ts'
import { updateCartDataBody } from './draft.ts'

export type UpdateCartDataOutcome =
  | { ok: true; stored: OrderExtras | null }
  /** refused (4xx): the server's words, naming the field, and its problems (`meta`) */
  | { ok: false; kind: 'refused'; message: string; meta: unknown }
  /** no answer or a server error: nothing is known, the order is not placed either */
  | { ok: false; kind: 'failed' }

function messageOf(result: unknown): string {
  if (typeof result === 'string') return result
  if (result && typeof result === 'object') {
    const r = result as { message?: unknown; errorMessage?: unknown }
    const text = r.message ?? r.errorMessage
    if (typeof text === 'string') return text
  }
  return ''
}

export async function updateCartDataBeforeOrder(input: {
  extras: OrderExtras
  cartId: string
  oculusCode: string
  skus: readonly string[]
  token: string
  storeCode?: string
}): Promise<UpdateCartDataOutcome> {
  const answer = await networkTask<{ body?: OrderExtras } | string>({
    url: `${OCULUS_BASE_PATH}/updateCartDataBeforeOrder`,
    method: 'POST',
    body: updateCartDataBody(input.extras, input),
    token: input.token,
    storeCode: input.storeCode || undefined,
  }).catch(() => null)
  if (!answer) return { ok: false, kind: 'failed' }
  if (answer.code === 200) {
    const result = answer.result
    const stored = result && typeof result === 'object' ? (result.body ?? null) : null
    return { ok: true, stored }
  }
  if (answer.code >= 400 && answer.code < 500)
    return { ok: false, kind: 'refused', message: messageOf(answer.result).slice(0, 300), meta: answer.meta }
  return { ok: false, kind: 'failed' }
}

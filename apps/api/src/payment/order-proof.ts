/**
 * Calls that change an order through the payment service (post-payment, order-comments) must show
 * that the caller placed it (decision 0025): order numbers and entity ids are sequential, so
 * anyone could otherwise cancel an unpaid order of someone else (and give its stock back) or
 * write into its history. Proof is what only the shopper's browser holds after placing the order:
 * - the order token of the order answer (`orderToken`), as `token` or as `order_id` itself;
 * - for a comment also the `transaction_id` of one of the order's payments.
 */
import { timingSafeEqual } from 'node:crypto'
import type { Db } from '../db/client.ts'
import { findPaymentByToken, type OrderRow } from './payment-repository.ts'

export interface OrderProof {
  order_id: string
  token?: string
  transaction_id?: string
}

const sameSecret = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))

export async function provesOrder(db: Db, order: OrderRow, proof: OrderProof): Promise<boolean> {
  if (sameSecret(proof.order_id, order.orderToken)) return true
  if (proof.token !== undefined && sameSecret(proof.token, order.orderToken)) return true
  if (proof.transaction_id !== undefined) {
    const payment = await findPaymentByToken(db, proof.transaction_id)
    return payment?.orderId === order.id
  }
  return false
}

export const proofMissing = (orderId: string) =>
  `Order ${orderId} can only be changed with its token (orderToken of the order answer) ` +
  'or the transaction_id of one of its payments'

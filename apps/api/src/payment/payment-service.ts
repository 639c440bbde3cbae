/**
 * The payment service behind `/api/ext/payment-service/*`, made of its named parts: what the
 * provider offers (`payment-offer.ts`), creating a payment (`create-payment.ts`), its status and
 * webhooks (`payment-status.ts`) and the shopper's comments (`shopper-order-comment.ts`), all over
 * one bounded way of asking the provider (`provider-call.ts`).
 */
import type { AppContext } from '../context.ts'
import type { PostPaymentBody, OrderCommentBody } from './schemas.ts'
import type { PaymentProvider, ShopLanguage } from './provider.ts'
import { paymentParts } from './provider-call.ts'
import { offeredIssuers, offeredMethods } from './payment-offer.ts'
import { createPayment } from './create-payment.ts'
import { notification, paymentStatus } from './payment-status.ts'
import { shopperOrderComment } from './shopper-order-comment.ts'
import { PROVIDER_TITLES } from './payment-status-update.ts'

export { WEBHOOK_PATH, amountLabel, type CreatedPaymentResult } from './create-payment.ts'
export type { NotificationOutcome, PaymentStatusResult } from './payment-status.ts'

export type PaymentService = ReturnType<typeof createPaymentService>

export function createPaymentService(ctx: AppContext, provider: PaymentProvider) {
  const parts = paymentParts(ctx, provider)
  return {
    provider,
    title: PROVIDER_TITLES[provider.code],
    methods: (language: ShopLanguage) => offeredMethods(parts, language),
    issuers: (language: ShopLanguage) => offeredIssuers(parts, language),
    createPayment: (body: PostPaymentBody, language: ShopLanguage) => createPayment(parts, body, language),
    paymentStatus: (key: string) => paymentStatus(parts, key),
    notification: (providerPaymentId: string, source: string) =>
      notification(parts, providerPaymentId, source),
    orderComment: (body: OrderCommentBody) => shopperOrderComment(ctx, body),
  }
}

/**
 * The one interface every payment provider implements: the built-in test provider, Mollie and
 * MultiSafepay. The payment service never knows which one it talks to.
 */
import type { PaymentProviderCode } from '@shop/commerce'

export type ShopLanguage = 'nl' | 'de'

export interface PaymentMethodInfo {
  /** lowercase method code: ideal, bancontact, creditcard, ... */
  id: string
  description: string
  image?: string
}

export interface IssuerInfo {
  id: string
  name: string
  image?: string
}

export interface CreatePaymentInput {
  /** our public transaction id; providers that take a merchant reference get this one */
  token: string
  orderIncrementId: string
  amountCents: number
  currency: string
  description: string
  method: string
  issuer?: string
  language: ShopLanguage
  /** where the provider sends the shopper afterwards */
  returnUrl: string
  /** where the provider reports status changes */
  webhookUrl: string
}

export interface CreatedPayment {
  providerPaymentId: string
  checkoutUrl: string
  /** the provider's status right after creation (open, initialized, ...) */
  status: string
}

export interface ProviderPaymentState {
  providerPaymentId: string
  status: string
  /** our token as the provider echoes it back (metadata / order_id), when it does */
  token?: string
}

export interface PaymentProvider {
  code: PaymentProviderCode
  /** shown in order comments */
  title: string
  /** MultiSafepay adds `transactionid=` to the return URL itself */
  appendsTransactionId: boolean
  /** false for the test provider: its state lives in our database only */
  remote: boolean
  listMethods(language: ShopLanguage): Promise<PaymentMethodInfo[]>
  listIssuers(language: ShopLanguage): Promise<IssuerInfo[]>
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>
  /** the provider's current state; undefined when it does not know the payment */
  fetchPayment(providerPaymentId: string): Promise<ProviderPaymentState | undefined>
}

export type ProviderFailureKind = 'timeout' | 'bad_response' | 'refused' | 'unreachable'

/** An expected failure of a provider call; the service turns it into a 502/504 with a comment. */
export class PaymentProviderError extends Error {
  constructor(
    readonly kind: ProviderFailureKind,
    message: string,
  ) {
    super(message)
    this.name = 'PaymentProviderError'
  }

  /** a timeout is told apart from every other provider failure (504 vs 502 on the wire) */
  get failureKind(): 'upstream_timeout' | 'upstream_failed' {
    return this.kind === 'timeout' ? 'upstream_timeout' : 'upstream_failed'
  }
}

/**
 * Bounds a provider call. The abandoned call may still settle later: its rejection is swallowed
 * here so it can never become an unhandled rejection that stops the process.
 */
export async function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new PaymentProviderError('timeout', `${what} did not answer within ${ms} ms`)),
      ms,
    )
  })
  work.catch(() => {})
  try {
    return await Promise.race([work, timeout])
  } finally {
    clearTimeout(timer)
  }
}

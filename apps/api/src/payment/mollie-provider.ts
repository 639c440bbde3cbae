/**
 * Mollie through its official client (`@mollie/api-client`, Payments API v2). What the client
 * hands back is checked before we use it: a garbage answer becomes a PaymentProviderError, never
 * a crash further on.
 */
import {
  createMollieClient,
  Locale,
  MethodInclude,
  MollieApiError,
  type MollieClient,
} from '@mollie/api-client'
import { fromCents } from '@shop/commerce'
import { z } from 'zod'
import {
  PaymentProviderError,
  type CreatePaymentInput,
  type CreatedPayment,
  type IssuerInfo,
  type PaymentMethodInfo,
  type PaymentProvider,
  type ProviderPaymentState,
  type ShopLanguage,
} from './provider.ts'

const LOCALES: Record<ShopLanguage, Locale> = { nl: Locale.nl_NL, de: Locale.de_DE }

const image = z.object({ svg: z.string().optional(), size2x: z.string().optional() }).partial().optional()
const methodSchema = z.object({ id: z.string().min(1), description: z.string(), image })
const issuerSchema = z.object({ id: z.string().min(1), name: z.string(), image })
const paymentSchema = z.object({
  id: z.string().regex(/^tr_\w+$/),
  status: z.string().min(1),
  metadata: z.unknown().optional(),
})

function check<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const parsed = schema.safeParse(value)
  if (!parsed.success)
    throw new PaymentProviderError('bad_response', `Mollie gave an unusable answer (${what})`)
  return parsed.data
}

/** Mollie errors as our provider errors: 4xx is a refusal (with Mollie's reason), the rest breakage. */
function translate(err: unknown): never {
  if (err instanceof PaymentProviderError) throw err
  if (err instanceof MollieApiError) {
    const status = err.statusCode
    if (status !== undefined && status >= 400 && status < 500) {
      throw new PaymentProviderError('refused', `Mollie refused the request: ${err.message}`)
    }
    if (status !== undefined)
      throw new PaymentProviderError('bad_response', `Mollie answered with HTTP ${status}`)
    if (/unexpected response/i.test(err.message)) {
      throw new PaymentProviderError('bad_response', 'Mollie gave an answer that is not JSON')
    }
    throw new PaymentProviderError('unreachable', `Mollie could not be reached: ${err.message}`)
  }
  // the client's own checks of what came back (e.g. a body that is no Mollie resource)
  throw new PaymentProviderError(
    'bad_response',
    `Mollie gave an unusable answer: ${(err as Error)?.message ?? String(err)}`,
  )
}

/** Mollie refuses webhook URLs it cannot reach; on a developer's machine we poll instead. */
function reachableWebhook(url: string): string | undefined {
  const host = new URL(url).hostname
  return /^(localhost|127\.\d+\.\d+\.\d+|\[::1\]|0\.0\.0\.0)$/.test(host) || host.endsWith('.localhost')
    ? undefined
    : url
}

function tokenOf(metadata: unknown): string | undefined {
  const token = (metadata as { token?: unknown } | null | undefined)?.token
  return typeof token === 'string' ? token : undefined
}

export function createMollieProvider(
  options: { apiKey: string; apiEndpoint?: string },
  client: MollieClient = createMollieClient({ apiKey: options.apiKey, apiEndpoint: options.apiEndpoint }),
): PaymentProvider {
  return {
    code: 'mollie',
    title: 'Mollie',
    appendsTransactionId: false,
    remote: true,

    async listMethods(language): Promise<PaymentMethodInfo[]> {
      const methods = await client.methods.list({ locale: LOCALES[language] }).catch(translate)
      return check(z.array(methodSchema), Array.from(methods ?? []), 'methods').map((m) => ({
        id: m.id.toLowerCase(),
        description: m.description,
        image: m.image?.svg ?? m.image?.size2x,
      }))
    },

    async listIssuers(language): Promise<IssuerInfo[]> {
      const ideal = await client.methods
        .get('ideal', { include: MethodInclude.issuers, locale: LOCALES[language] })
        .catch(translate)
      const issuers =
        check(z.object({ issuers: z.array(issuerSchema).optional() }), ideal, 'issuers').issuers ?? []
      return issuers.map((i) => ({ id: i.id, name: i.name, image: i.image?.svg ?? i.image?.size2x }))
    },

    async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
      const payment = await client.payments
        .create({
          amount: { currency: input.currency, value: fromCents(input.amountCents).toFixed(2) },
          description: input.description,
          redirectUrl: input.returnUrl,
          webhookUrl: reachableWebhook(input.webhookUrl),
          method: input.method as never,
          issuer: input.issuer,
          locale: LOCALES[input.language],
          metadata: { token: input.token, order: input.orderIncrementId },
        })
        .catch(translate)
      const checked = check(paymentSchema, payment, 'created payment')
      const checkoutUrl = typeof payment.getCheckoutUrl === 'function' ? payment.getCheckoutUrl() : null
      if (!checkoutUrl || !/^https?:\/\//.test(checkoutUrl)) {
        throw new PaymentProviderError('bad_response', 'Mollie gave no checkout URL for the payment')
      }
      return { providerPaymentId: checked.id, checkoutUrl, status: checked.status }
    },

    async fetchPayment(providerPaymentId): Promise<ProviderPaymentState | undefined> {
      try {
        const payment = check(paymentSchema, await client.payments.get(providerPaymentId), 'payment')
        return { providerPaymentId: payment.id, status: payment.status, token: tokenOf(payment.metadata) }
      } catch (err) {
        if (err instanceof MollieApiError && err.statusCode === 404) return undefined
        return translate(err)
      }
    },
  }
}

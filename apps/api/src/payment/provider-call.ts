/**
 * How the payment service talks to its provider: every call bounded in time, and whatever it
 * throws turned into an upstream failure (502/504 on the wire), never a 500. The parts of the
 * payment service share it with the context and the provider.
 */
import type { AppContext } from '../context.ts'
import { fail, ok, type Result } from '../result.ts'
import { PaymentProviderError, withTimeout, type PaymentProvider } from './provider.ts'

export type AskProvider = <T>(work: () => Promise<T>, what: string) => Promise<Result<T>>

export interface PaymentParts {
  ctx: AppContext
  provider: PaymentProvider
  ask: AskProvider
}

export function paymentParts(ctx: AppContext, provider: PaymentProvider): PaymentParts {
  const { timeoutMs } = ctx.config.payment
  const ask: AskProvider = async (work, what) => {
    try {
      return ok(await withTimeout(Promise.resolve().then(work), timeoutMs, `${provider.title} (${what})`))
    } catch (err) {
      const failure =
        err instanceof PaymentProviderError
          ? err
          : new PaymentProviderError('bad_response', `${provider.title} (${what}) failed: ${String(err)}`)
      ctx.log.warn({ err, provider: provider.code }, `payment provider call failed: ${what}`)
      return fail(failure.failureKind, failure.message)
    }
  }
  return { ctx, provider, ask }
}

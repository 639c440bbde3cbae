/** What the provider offers: its payment methods and iDEAL banks, and whether a payment asks for one of them. */
import { MESSAGES } from '@shop/commerce'
import { fail, ok, type Result } from '../result.ts'
import type { IssuerInfo, PaymentMethodInfo, ShopLanguage } from './provider.ts'
import type { PaymentParts } from './provider-call.ts'
import type { PostPaymentBody } from './schemas.ts'

export async function offeredMethods(
  { provider, ask }: PaymentParts,
  language: ShopLanguage,
): Promise<Result<PaymentMethodInfo[]>> {
  const listed = await ask(() => provider.listMethods(language), 'payment methods')
  if (!listed.ok) return listed
  return listed.value.length ? listed : fail('not_found', MESSAGES.paymentMethodsNone)
}

export async function offeredIssuers(
  { provider, ask }: PaymentParts,
  language: ShopLanguage,
): Promise<Result<IssuerInfo[]>> {
  const listed = await ask(() => provider.listIssuers(language), 'iDEAL issuers')
  if (!listed.ok) return listed
  return listed.value.length ? listed : fail('not_found', MESSAGES.paymentIssuersNone)
}

/** The test provider's offer is known locally: refuse what it does not offer, like a real one would. */
export async function checkOffer(
  { provider }: PaymentParts,
  body: PostPaymentBody,
  language: ShopLanguage,
): Promise<Result<true>> {
  if (provider.remote) return ok(true)
  const offered = await provider.listMethods(language)
  if (!offered.some((m) => m.id === body.method)) {
    return fail(
      'invalid',
      `method ${body.method} is not offered; use one of ${offered.map((m) => m.id).join(', ')}`,
    )
  }
  if (
    body.issuer !== undefined &&
    !(await provider.listIssuers(language)).some((i) => i.id === body.issuer)
  ) {
    return fail('invalid', `issuer ${body.issuer} is not an iDEAL bank of this provider`)
  }
  return ok(true)
}

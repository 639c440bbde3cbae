/**
 * The hosted page of the built-in test provider: GET shows the payment and the outcomes, POST
 * records the chosen outcome as a provider webhook would, then sends the shopper (303) to the
 * storefront's status page. See docs/decisions/0020-test-payment-provider.md.
 */
import type { FastifyInstance, FastifyReply } from 'fastify'
import { isFinalPaymentGroup } from '@shop/commerce'
import { z } from 'zod'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { AppContext } from '../context.ts'
import { noStore } from '../http/no-store.ts'
import { findOrderById, findPaymentByToken, type PaymentRow } from './payment-repository.ts'
import { isShopReturnUrl } from './return-url.ts'
import { applyPaymentStatus, groupOf } from './payment-status-update.ts'
import type { PaymentService } from './payment-service.ts'
import type { ShopLanguage } from './provider.ts'
import { renderCheckoutPage, renderDonePage, renderMessagePage } from './test-checkout-page.ts'
import { TEST_CHECKOUT_PATH, TEST_OUTCOMES, createTestProvider, type TestOutcome } from './test-provider.ts'

const params = z.object({ token: z.string().max(128) })
const query = z.object({ lang: z.enum(['nl', 'de']).optional() })
const form = z
  .object({ status: z.string().max(32).optional(), lang: z.string().max(8).optional() })
  .passthrough()

function html(reply: FastifyReply, status: number, body: string) {
  return noStore(reply)
    .code(status)
    .header('x-robots-tag', 'noindex')
    .type('text/html; charset=utf-8')
    .send(body)
}

export async function testCheckoutRoutes(app: FastifyInstance, ctx: AppContext, service: PaymentService) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  // the page can show method and bank names even when another provider is configured now
  const testProvider = service.provider.code === 'test' ? service.provider : createTestProvider()

  /** The stored return URL, unless a version before decision 0117 stored a foreign one. */
  async function returnUrlOf(payment: PaymentRow): Promise<string> {
    const { publicUrl } = ctx.config
    if (isShopReturnUrl(payment.returnUrl, publicUrl)) return payment.returnUrl
    const order = await findOrderById(ctx.database.db, payment.orderId)
    return order ? `${publicUrl}/order-status/${order.orderToken}` : `${publicUrl}/`
  }

  async function load(token: string, lang: ShopLanguage | undefined) {
    const payment = /^[0-9a-f]{32}$/.test(token)
      ? await findPaymentByToken(ctx.database.db, token)
      : undefined
    const language: ShopLanguage = lang ?? (payment?.storeCode === 'de' ? 'de' : 'nl')
    return { payment, language }
  }

  async function page(
    reply: FastifyReply,
    token: string,
    lang: ShopLanguage | undefined,
    showChooseError = false,
  ) {
    const { payment, language } = await load(token, lang)
    if (!payment) return html(reply, 404, renderMessagePage(language, 'notFound'))
    if (payment.provider !== 'test') return html(reply, 409, renderMessagePage(language, 'notTest'))
    if (isFinalPaymentGroup(groupOf(payment))) {
      return html(reply, 200, renderDonePage(language, payment.status, await returnUrlOf(payment)))
    }
    const methods = await testProvider.listMethods(language)
    const issuers = await testProvider.listIssuers(language)
    return html(
      reply,
      showChooseError ? 400 : 200,
      renderCheckoutPage({
        language,
        orderNumber: payment.orderIncrementId,
        amount: payment.amount,
        currency: payment.currency,
        methodTitle: methods.find((m) => m.id === payment.method)?.description ?? payment.method,
        issuerName: issuers.find((i) => i.id === payment.issuer)?.name,
        outcomes: TEST_OUTCOMES,
        showChooseError,
      }),
    )
  }

  r.get(
    `${TEST_CHECKOUT_PATH}/:token`,
    { schema: { hide: true, params, querystring: query } },
    async (req, reply) => page(reply, req.params.token, req.query.lang),
  )

  r.post(
    `${TEST_CHECKOUT_PATH}/:token`,
    { schema: { hide: true, params, querystring: query, body: form } },
    async (req, reply) => {
      const lang =
        req.query.lang ?? (req.body.lang === 'de' || req.body.lang === 'nl' ? req.body.lang : undefined)
      const status = req.body.status
      if (!status || !(TEST_OUTCOMES as readonly string[]).includes(status)) {
        return page(reply, req.params.token, lang, true)
      }
      const { payment, language } = await load(req.params.token, lang)
      if (!payment) return html(reply, 404, renderMessagePage(language, 'notFound'))
      if (payment.provider !== 'test') return html(reply, 409, renderMessagePage(language, 'notTest'))
      // a final payment stays final, as at a real provider: the page just shows the way back
      if (isFinalPaymentGroup(groupOf(payment))) return reply.redirect(await returnUrlOf(payment), 303)
      await applyPaymentStatus(ctx, {
        token: payment.token,
        status: status as TestOutcome,
        source: 'hosted test page',
        unlessFinal: true,
        now: ctx.now(),
      })
      return noStore(reply).redirect(await returnUrlOf(payment), 303)
    },
  )
}

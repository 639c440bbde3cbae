/**
 * GET /api/shop/info: what the storefront's trust bar, header, footer and delivery promises show
 * (decision 0101). Settings only, no personal data: the same answer for every visitor of a store
 * view, so browsers may keep it for a few minutes.
 */
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { isMethodOffered, paymentMethodsFor, shippingMethodsFor } from '@shop/commerce'
import { cartSettings } from '../cart/cart-settings.ts'
import type { AppContext } from '../context.ts'
import { sendError, sendOk } from '../http/envelope.ts'
import { storeViewOf, unknownStoreCode } from '../http/store-view.ts'
import { shopInfoSettings } from './shop-info-settings.ts'

const query = z.object({ storeCode: z.string().max(32).optional() })

export async function shopInfoRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  r.get(
    '/api/shop/info',
    {
      schema: {
        summary:
          'Contact details, opening hours, delivery schedule, return period, shipping and payment offer',
        tags: ['content'],
        querystring: query,
      },
    },
    async (req, reply) => {
      const store = storeViewOf(req)
      if (!store) return sendError(reply, 400, unknownStoreCode(req.query.storeCode))
      const info = shopInfoSettings(ctx.config)
      const cart = cartSettings(ctx.config)
      const shipping = shippingMethodsFor(cart.shippingMethods, store.defaultCountry, store.language)
      const paid = shipping.map((m) => m.price_incl_tax).filter((price) => price > 0)
      const freeFrom = cart.shippingMethods
        .filter((m) => m.freeFrom !== undefined && isMethodOffered(m, store.defaultCountry))
        .map((m) => m.freeFrom!)
      reply.header('cache-control', 'public, max-age=300')
      return sendOk(reply, {
        phone: store.language === 'nl' ? info.phone : info.phoneIntl,
        phoneIntl: info.phoneIntl,
        email: info.email,
        address: info.address,
        openingHours: info.openingHours,
        delivery: {
          cutoffTime: info.cutoffTime,
          shipWeekdays: info.shipWeekdays,
          deliveryWeekdays: info.deliveryWeekdays,
          transitDays: store.language === 'de' ? info.transitDays.de : info.transitDays.nl,
        },
        returnDays: info.returnDays,
        // the cheapest paid delivery to the store's home country (free ones are pick-up or the
        // customer's own carrier, no delivery the shop makes)
        shippingFrom: paid.length ? Math.min(...paid) : null,
        // the lowest goods' worth from which a delivery to the home country is free (decision 0089)
        freeShippingFrom: freeFrom.length ? Math.min(...freeFrom) : null,
        paymentMethods: paymentMethodsFor(cart.paymentMethods, {
          language: store.language,
          virtualOnly: false,
        }).map((m) => m.code),
      })
    },
  )
}

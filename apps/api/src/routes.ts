import type { FastifyInstance } from 'fastify'
import type { AppContext } from './context.ts'
import { healthRoutes } from './health/routes.ts'
import { catalogRoutes } from './catalog/routes.ts'
import { urlRoutes } from './url/routes.ts'
import { stockRoutes } from './stock/routes.ts'
import { productRoutes } from './product/routes.ts'
import { contentRoutes } from './content/routes.ts'
import { mediaRoutes } from './media/routes.ts'
import { cartRoutes } from './cart/routes.ts'
import { orderRoutes } from './order/routes.ts'
import { orderAdminRoutes } from './order/admin-routes.ts'
import { paymentRoutes } from './payment/routes.ts'
import { userRoutes } from './user/routes.ts'
import { customerAdminRoutes } from './user/admin-routes.ts'
import { reviewRoutes } from './review/routes.ts'
import { newsletterRoutes } from './newsletter/routes.ts'
import { shopInfoRoutes } from './shop-info/routes.ts'
import { ratingRoutes } from './review/rating-routes.ts'
import { backofficeAdminRoutes } from './backoffice/admin-routes.ts'
import { oculusRoutes } from './oculus/routes.ts'
import { purchaserRoutes } from './purchaser/routes.ts'
import { purchaserAdminRoutes } from './purchaser/admin-routes.ts'
import { orderListRoutes } from './orderlist/routes.ts'
import { quickOrderRoutes } from './quick-order/routes.ts'
import { afterSalesRoutes } from './after-sales/routes.ts'
import { afterSalesAdminRoutes } from './after-sales/admin-routes.ts'
import { automaticOrderRoutes } from './automatic-order/routes.ts'
import { automaticOrderAdminRoutes } from './automatic-order/admin-routes.ts'
import { fulfilmentRoutes } from './fulfilment/routes.ts'
import { fulfilmentAdminRoutes } from './fulfilment/admin-routes.ts'
import { invoiceRoutes } from './invoice/routes.ts'
import { loyaltyRoutes } from './loyalty/routes.ts'
import { visitReportRoutes } from './visit-report/routes.ts'
import { loyaltyAdminRoutes } from './loyalty/admin-routes.ts'
import { accountRequestRoutes } from './account-request/routes.ts'
import { accountRequestAdminRoutes } from './account-request/admin-routes.ts'
import { captchaRoutes } from './captcha/routes.ts'
import { contactRoutes } from './contact/routes.ts'
import { graphqlRoutes } from './graphql/routes.ts'

/** Every domain registers its own routes; this list is the map of the API. */
export async function registerRoutes(app: FastifyInstance, ctx: AppContext) {
  for (const routes of [
    healthRoutes,
    catalogRoutes,
    urlRoutes,
    stockRoutes,
    productRoutes,
    contentRoutes,
    mediaRoutes,
    paymentRoutes,
    shopInfoRoutes,
    ratingRoutes,
    graphqlRoutes,
  ]) {
    await app.register(async (scope) => routes(scope, ctx))
  }
  for (const routes of [
    cartRoutes,
    orderRoutes,
    userRoutes,
    reviewRoutes,
    newsletterRoutes,
    customerAdminRoutes,
    orderAdminRoutes,
    backofficeAdminRoutes,
    oculusRoutes,
    purchaserRoutes,
    purchaserAdminRoutes,
    orderListRoutes,
    quickOrderRoutes,
    afterSalesRoutes,
    afterSalesAdminRoutes,
    automaticOrderRoutes,
    automaticOrderAdminRoutes,
    fulfilmentRoutes,
    fulfilmentAdminRoutes,
    invoiceRoutes,
    loyaltyRoutes,
    visitReportRoutes,
    loyaltyAdminRoutes,
    accountRequestRoutes,
    accountRequestAdminRoutes,
    captchaRoutes,
    contactRoutes,
  ])
    await app.register(async (scope) => routes(scope, ctx))
}

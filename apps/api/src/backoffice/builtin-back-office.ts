/**
 * The built-in back office (the default, zero set-up): trade data in the shop's own database.
 * Handovers are written in the caller's scope (the order's transaction); reads use the database.
 */
import type { Database } from '../db/client.ts'
import type { BackOffice } from './back-office.ts'
import { findHandover, recordHandover, setHandoverStatus, withdrawHandover } from './builtin-orders.ts'
import { customerPrices, supplierStockOf } from './builtin-prices.ts'
import { tradeCustomer } from './builtin-customer.ts'

export function createBuiltinBackOffice(database: Database, now: () => Date): BackOffice {
  const db = database.db
  return {
    kind: 'builtin',
    handoverInScope: true,
    submitOrder: (order, scope) => recordHandover(scope.db, order),
    withdrawOrder: (orderNumber, scope) => withdrawHandover(scope.db, orderNumber),
    updateOrderStatus: (orderNumber, status, scope) => setHandoverStatus(scope.db, orderNumber, status),
    order: (orderNumber) => findHandover(db, orderNumber),
    pricesFor: (query) => customerPrices(db, query, now()),
    supplierStock: (skus) => supplierStockOf(db, skus),
    customer: (customerId) => tradeCustomer(db, customerId),
  }
}

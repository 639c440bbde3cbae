/**
 * The built-in test provider lets the shopper mark an order paid on a page of our own: right for
 * the zero-set-up demo, wrong for a shop that takes real orders. So test mode is never silent
 * (decision 0115): a shop on a PostgreSQL server must name it, every order placed in it is flagged
 * (`sales_order.test_mode`, the status API), its confirmation mail says so, and the storefront
 * shows a banner on every page. The mail's mark is the order module's (`order/test-order-mail.ts`).
 */
import type { AppConfig } from '../config/config.ts'

/** Why this configuration may not start, or null. A PostgreSQL server means a shop meant to last. */
export function testModeRefusal(config: Pick<AppConfig, 'database' | 'payment'>): string | null {
  if (config.database.kind !== 'postgres' || !config.payment.testMode || config.payment.named) return null
  return (
    'Invalid configuration: the shop refuses to start on a PostgreSQL server (DATABASE_URL) with the ' +
    'built-in test payment provider as a mere default, because with it every shopper can mark orders ' +
    'paid without paying. Set PAYMENT_PROVIDER=mollie or PAYMENT_PROVIDER=multisafepay (with its API ' +
    'key) to take real payments, or PAYMENT_PROVIDER=test to run a test shop on purpose.'
  )
}

/**
 * The built-in test provider (default, zero set-up, offline). It behaves like a provider in test
 * mode: a payment gets a checkout URL on our own server, where the shopper picks the outcome
 * (see test-checkout-routes.ts). Its state is the payment row itself; it speaks Mollie's status
 * vocabulary, and its issuer ids follow Mollie's `ideal_<BIC>` form.
 */
import type {
  CreatePaymentInput,
  CreatedPayment,
  IssuerInfo,
  PaymentMethodInfo,
  PaymentProvider,
  ShopLanguage,
} from './provider.ts'

export const TEST_CHECKOUT_PATH = '/api/ext/payment-service/test-provider/checkout'

/** iDEAL banks (the issuers Dutch shoppers know), in the order iDEAL lists them: by name. */
export const TEST_IDEAL_ISSUERS: readonly IssuerInfo[] = Object.freeze([
  { id: 'ideal_ABNANL2A', name: 'ABN AMRO' },
  { id: 'ideal_ASNBNL21', name: 'ASN Bank' },
  { id: 'ideal_BUNQNL2A', name: 'bunq' },
  { id: 'ideal_INGBNL2A', name: 'ING' },
  { id: 'ideal_KNABNL2H', name: 'Knab' },
  { id: 'ideal_NTSBDEB1', name: 'N26' },
  { id: 'ideal_RABONL2U', name: 'Rabobank' },
  { id: 'ideal_RBRBNL21', name: 'RegioBank' },
  { id: 'ideal_REVOLT21', name: 'Revolut' },
  { id: 'ideal_SNSBNL2A', name: 'SNS' },
  { id: 'ideal_TRIONL2U', name: 'Triodos Bank' },
  { id: 'ideal_FVLBNL22', name: 'Van Lanschot Kempen' },
  { id: 'ideal_BITSNL2A', name: 'Yoursafe' },
])

const METHODS: Record<ShopLanguage, PaymentMethodInfo[]> = {
  nl: [
    { id: 'ideal', description: 'iDEAL' },
    { id: 'bancontact', description: 'Bancontact' },
    { id: 'creditcard', description: 'Creditcard' },
  ],
  de: [
    { id: 'ideal', description: 'iDEAL' },
    { id: 'bancontact', description: 'Bancontact' },
    { id: 'creditcard', description: 'Kreditkarte' },
  ],
}

/** What a new test payment is, like a Mollie payment right after creation. */
export const TEST_INITIAL_STATUS = 'open'

/** Outcomes the hosted page offers (Mollie's statuses: 001 §5 "statuses seen"). */
export const TEST_OUTCOMES = ['paid', 'open', 'pending', 'failed', 'canceled', 'expired'] as const
export type TestOutcome = (typeof TEST_OUTCOMES)[number]

export function createTestProvider(): PaymentProvider {
  return {
    code: 'test',
    title: 'Testbetaling',
    appendsTransactionId: false,
    remote: false,
    listMethods: async (language) => METHODS[language].map((m) => ({ ...m })),
    listIssuers: async () => TEST_IDEAL_ISSUERS.map((i) => ({ ...i })),
    async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
      // Relative on purpose: the page is on whatever host the shopper already uses, so it works
      // without PUBLIC_URL, behind a proxy and from another machine on the network.
      return {
        providerPaymentId: `test_${input.token}`,
        checkoutUrl: `${TEST_CHECKOUT_PATH}/${input.token}`,
        status: TEST_INITIAL_STATUS,
      }
    },
    // the payment row is the test provider's state: there is nothing to ask
    fetchPayment: async () => undefined,
  }
}

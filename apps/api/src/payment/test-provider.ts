/**
 * The built-in test provider (default, zero set-up, offline). It behaves like a provider in test
 * mode: a payment gets a checkout URL on our own server, where the shopper picks the outcome
 * (see test-checkout-routes.ts). Its state is the payment row itself; it speaks Mollie's status
 * vocabulary, and its issuer ids follow Mollie's `ideal_<BIC>` form.
 */
import {
  PaymentProviderError,
  type CreatePaymentInput,
  type CreatedPayment,
  type IssuerInfo,
  type PaymentMethodInfo,
  type PaymentProvider,
  type ShopLanguage,
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

/**
 * The documented test condition (decision 0026), like the test banks of a provider's test mode:
 * a payment with this iDEAL bank is refused at creation, so the "payment is not created" flow
 * runs through the real server path. Listed last, after the real banks.
 */
export const TEST_REFUSING_ISSUER = 'ideal_TESTNL99'

const REFUSING_BANK: Record<ShopLanguage, IssuerInfo> = {
  nl: { id: TEST_REFUSING_ISSUER, name: 'Testbank (weigert elke betaling)' },
  de: { id: TEST_REFUSING_ISSUER, name: 'Testbank (lehnt jede Zahlung ab)' },
}

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
    listIssuers: async (language) => [...TEST_IDEAL_ISSUERS.map((i) => ({ ...i })), REFUSING_BANK[language]],
    async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
      if (input.issuer === TEST_REFUSING_ISSUER) {
        throw new PaymentProviderError(
          'refused',
          `Testbetaling refused the payment: the test bank ${TEST_REFUSING_ISSUER} refuses every payment`,
        )
      }
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

import type { PaymentConfig } from '../config/config.ts'
import { createMollieProvider } from './mollie-provider.ts'
import { createMultiSafepayProvider } from './multisafepay-provider.ts'
import type { PaymentProvider } from './provider.ts'
import { createTestProvider } from './test-provider.ts'

/** PAYMENT_PROVIDER picks the one provider the shop uses; config.ts checks its key is there. */
export function createPaymentProvider(config: PaymentConfig): PaymentProvider {
  switch (config.provider) {
    case 'mollie':
      if (!config.mollie) throw new Error('PAYMENT_PROVIDER=mollie without MOLLIE_API_KEY')
      return createMollieProvider(config.mollie)
    case 'multisafepay':
      if (!config.multisafepay) throw new Error('PAYMENT_PROVIDER=multisafepay without MULTISAFEPAY_API_KEY')
      return createMultiSafepayProvider({ ...config.multisafepay, timeoutMs: config.timeoutMs })
    case 'test':
      return createTestProvider()
  }
}

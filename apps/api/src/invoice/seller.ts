/**
 * The seller's legal data printed on every invoice (decision 0173): company, address, KvK, VAT id,
 * IBAN and the payment term, from the shop's JSON settings file (SHOP_CONFIG, key `invoiceSeller`),
 * each with a demo default beside the shop-info address. The issuing functions take no config (A
 * and C call them inside their own transactions), so the app registers its seller once at start.
 */
import { z } from 'zod'
import { ConfigError, readJsonFile, type AppConfig } from '../config/config.ts'

export const invoiceSellerSchema = z.object({
  company: z.string().min(1).max(120).default('Fietsgroothandel B.V.'),
  street: z.string().min(1).max(120).default('Spaakstraat 12'),
  postcode: z.string().min(1).max(20).default('3512 AB'),
  city: z.string().min(1).max(80).default('Utrecht'),
  countryId: z.string().length(2).default('NL'),
  kvk: z.string().min(1).max(20).default('12345678'),
  vatId: z.string().min(4).max(20).default('NL001234567B01'),
  iban: z.string().min(8).max(40).default('NL91ABNA0417164300'),
  bic: z.string().min(8).max(11).default('ABNANL2A'),
  email: z.email().max(254).default('administratie@fietsgroothandel.example'),
  phone: z.string().min(3).max(32).default('+31 30 123 45 67'),
  /** days until a debit invoice is due */
  paymentTermDays: z.number().int().min(0).max(120).default(30),
})

export type InvoiceSeller = z.infer<typeof invoiceSellerSchema>

export const DEFAULT_SELLER: InvoiceSeller = invoiceSellerSchema.parse({})

const fileSchema = z.object({ invoiceSeller: invoiceSellerSchema.prefault({}) })

let registered: InvoiceSeller = DEFAULT_SELLER

/** Read the settings file's `invoiceSeller`; a wrong one is a boot-time error naming the field. */
export function invoiceSellerSettings(config: AppConfig): InvoiceSeller {
  const parsed = fileSchema.safeParse(config.shopConfigFile ? readJsonFile(config.shopConfigFile) : {})
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')
    throw new ConfigError(`Invalid SHOP_CONFIG invoiceSeller settings: ${problems}`)
  }
  return parsed.data.invoiceSeller
}

/** Called once when the app starts (the invoice routes plugin). */
export function registerInvoiceSeller(seller: InvoiceSeller): void {
  registered = seller
}

export function currentInvoiceSeller(): InvoiceSeller {
  return registered
}

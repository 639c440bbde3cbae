/**
 * The account request of /request-account (spec 001 §2, §5, §7 requestaccount; issue 19, decision
 * 0193): which fields a business gives, their minimum lengths (§5: company name and contact person
 * 2, tax ID 3, zip code 3), their maximum lengths (the columns of `account_request`), the countries
 * the shop delivers to and the VAT id's form where it can be checked. One set of rules for the
 * storefront's form and the API; the English messages are the translation keys.
 */
import { isValidEmail } from './account.ts'
import { EU_COUNTRIES, isVatIdFormatValid } from './invoice-vat.ts'

export const ACCOUNT_REQUEST_MESSAGES = Object.freeze({
  required: 'Field is required.',
  invalidEmail: 'Please provide valid e-mail address.',
  tooShort: 'Must be at least {min} characters.',
  tooLong: 'Must be at most {max} characters.',
  unknownCountry: 'Choose one of the countries the shop delivers to.',
  unknownBranch: 'Choose one of the branches.',
  vatFormat: 'This is not a VAT id of the chosen country.',
  unknownLanguage: 'Choose nl or de.',
  openRequest: 'email: a request for {email} is already waiting for a decision.',
  hasAccount: 'email: {email} already has a shop account; log in or reset the password.',
} as const)

/** The countries the shop delivers to (the checkout's), in the order the form offers them. */
export const ACCOUNT_REQUEST_COUNTRIES = ['NL', 'BE', 'DE', 'AT', 'LU'] as const

/** What kind of business asks (the form's choice list; its words live in the storefront). */
export const ACCOUNT_REQUEST_BRANCHES = [
  'bike_shop',
  'sports_shop',
  'rental',
  'workshop',
  'webshop',
  'other',
] as const

export const ACCOUNT_REQUEST_LANGUAGES = ['nl', 'de'] as const

/** min (001 §5) and max (the column) per field; `message` is optional, the others required. */
export const ACCOUNT_REQUEST_LIMITS = Object.freeze({
  company: { min: 2, max: 200 },
  contact_person: { min: 2, max: 200 },
  vat_id: { min: 3, max: 32 },
  kvk_number: { min: 1, max: 32 },
  street: { min: 1, max: 200 },
  postcode: { min: 3, max: 16 },
  city: { min: 1, max: 100 },
  phone: { min: 1, max: 40 },
  email: { min: 1, max: 254 },
  message: { min: 0, max: 4000 },
} as const)

export type AccountRequestTextField = keyof typeof ACCOUNT_REQUEST_LIMITS
export type AccountRequestField = AccountRequestTextField | 'country_id' | 'branch' | 'language'

/** The order the fields are checked and shown in. */
export const ACCOUNT_REQUEST_FIELDS: readonly AccountRequestField[] = [
  'company',
  'contact_person',
  'vat_id',
  'kvk_number',
  'street',
  'postcode',
  'city',
  'country_id',
  'phone',
  'email',
  'branch',
  'message',
  'language',
]

export type AccountRequestInput = Partial<Record<AccountRequestField, string | null | undefined>>

export interface AccountRequestProblem {
  field: AccountRequestField
  /** one of ACCOUNT_REQUEST_MESSAGES, with {min} / {max} filled in */
  message: string
  values?: { min?: number; max?: number }
}

const fill = (text: string, values: Record<string, number>) =>
  text.replace(/\{(\w+)\}/g, (_m, k: string) => String(values[k] ?? `{${k}}`))

/** The problems of a request, field by field in form order; empty when it may be stored. */
export function accountRequestProblems(input: AccountRequestInput): AccountRequestProblem[] {
  const problems: AccountRequestProblem[] = []
  const add = (field: AccountRequestField, message: string, values?: { min?: number; max?: number }) =>
    problems.push({ field, message: values ? fill(message, values) : message, ...(values ? { values } : {}) })
  const text = (field: AccountRequestField) => String(input[field] ?? '').trim()
  for (const field of ACCOUNT_REQUEST_FIELDS) {
    const value = text(field)
    if (field in ACCOUNT_REQUEST_LIMITS) {
      const { min, max } = ACCOUNT_REQUEST_LIMITS[field as AccountRequestTextField]
      if (min > 0 && !value) add(field, ACCOUNT_REQUEST_MESSAGES.required)
      else if (value.length > max) add(field, ACCOUNT_REQUEST_MESSAGES.tooLong, { max })
      else if (value && value.length < min) add(field, ACCOUNT_REQUEST_MESSAGES.tooShort, { min })
      else if (field === 'email' && !isValidEmail(value)) add(field, ACCOUNT_REQUEST_MESSAGES.invalidEmail)
      continue
    }
    if (!value) add(field, ACCOUNT_REQUEST_MESSAGES.required)
    else if (field === 'country_id' && !isAccountRequestCountry(value.toUpperCase()))
      add(field, ACCOUNT_REQUEST_MESSAGES.unknownCountry)
    else if (field === 'branch' && !(ACCOUNT_REQUEST_BRANCHES as readonly string[]).includes(value))
      add(field, ACCOUNT_REQUEST_MESSAGES.unknownBranch)
    else if (field === 'language' && !(ACCOUNT_REQUEST_LANGUAGES as readonly string[]).includes(value))
      add(field, ACCOUNT_REQUEST_MESSAGES.unknownLanguage)
  }
  const vat = text('vat_id')
  const country = text('country_id').toUpperCase()
  if (
    !problems.some((p) => p.field === 'vat_id') &&
    isAccountRequestCountry(country) &&
    EU_COUNTRIES.includes(country) &&
    !isVatIdFormatValid(vat, country)
  )
    add('vat_id', ACCOUNT_REQUEST_MESSAGES.vatFormat)
  return problems.sort(
    (a, b) => ACCOUNT_REQUEST_FIELDS.indexOf(a.field) - ACCOUNT_REQUEST_FIELDS.indexOf(b.field),
  )
}

export function isAccountRequestCountry(code: string): boolean {
  return (ACCOUNT_REQUEST_COUNTRIES as readonly string[]).includes(code)
}

/**
 * The next back-office id of a new dealer, after the highest D1xxxx in use (the demo dealers are
 * D10001...): D10001 when there is none.
 */
export function nextDealerId(taken: readonly (string | null)[]): string {
  let highest = 10000
  for (const id of taken) {
    const match = /^D(\d{5,})$/.exec(id ?? '')
    if (match && match[1]!.startsWith('1')) highest = Math.max(highest, Number(match[1]))
  }
  return `D${highest + 1}`
}

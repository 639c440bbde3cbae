import { describe, expect, it } from 'vitest'
import {
  ACCOUNT_REQUEST_FIELDS,
  ACCOUNT_REQUEST_LIMITS,
  accountRequestProblems,
  nextDealerId,
  type AccountRequestInput,
} from './account-request.ts'

const good: AccountRequestInput = {
  company: 'Rijwielhandel De Spaak',
  contact_person: 'An de Vries',
  vat_id: 'NL123456789B01',
  kvk_number: '12345678',
  street: 'Stationsweg 1',
  postcode: '3511 AA',
  city: 'Utrecht',
  country_id: 'NL',
  phone: '030 123 45 67',
  email: 'an@despaak.example',
  branch: 'bike_shop',
  message: '',
  language: 'nl',
}

const fieldsOf = (input: AccountRequestInput) => accountRequestProblems(input).map((p) => p.field)

describe('account request rules (001 §5, decision 0193)', () => {
  it('accepts a complete request; the message may be left out', () => {
    expect(accountRequestProblems(good)).toEqual([])
    expect(accountRequestProblems({ ...good, message: undefined })).toEqual([])
  })

  it('names every empty required field with the spec message, in form order', () => {
    const problems = accountRequestProblems({})
    expect(problems.map((p) => p.field)).toEqual(ACCOUNT_REQUEST_FIELDS.filter((f) => f !== 'message'))
    expect(new Set(problems.map((p) => p.message))).toEqual(new Set(['Field is required.']))
  })

  it('keeps the minimum lengths of §5: company and contact person 2, tax id 3, zip code 3', () => {
    expect(accountRequestProblems({ ...good, company: 'A', contact_person: ' B ', postcode: '12' })).toEqual([
      { field: 'company', message: 'Must be at least 2 characters.', values: { min: 2 } },
      { field: 'contact_person', message: 'Must be at least 2 characters.', values: { min: 2 } },
      { field: 'postcode', message: 'Must be at least 3 characters.', values: { min: 3 } },
    ])
    expect(fieldsOf({ ...good, vat_id: 'NL' })).toEqual(['vat_id'])
    expect(fieldsOf({ ...good, company: 'AB' })).toEqual([])
  })

  it('refuses text longer than its column', () => {
    for (const [field, { max }] of Object.entries(ACCOUNT_REQUEST_LIMITS)) {
      const value = field === 'email' ? `${'a'.repeat(max)}@x.nl` : 'x'.repeat(max + 1)
      const problems = accountRequestProblems({ ...good, [field]: value })
      expect(
        problems.map((p) => p.field),
        field,
      ).toEqual([field])
    }
  })

  it('checks the e-mail address, the country, the branch, the language and the VAT id form', () => {
    expect(accountRequestProblems({ ...good, email: 'not-an-address' })[0]!.message).toBe(
      'Please provide valid e-mail address.',
    )
    expect(fieldsOf({ ...good, country_id: 'US' })).toEqual(['country_id'])
    expect(fieldsOf({ ...good, branch: 'bakery' })).toEqual(['branch'])
    expect(fieldsOf({ ...good, language: 'en' })).toEqual(['language'])
    expect(fieldsOf({ ...good, vat_id: 'DE123456789' })).toEqual(['vat_id'])
    expect(fieldsOf({ ...good, vat_id: 'DE123456789', country_id: 'de' })).toEqual([])
    expect(fieldsOf({ ...good, vat_id: 'nl 1234.56789.b01' })).toEqual([])
  })

  it('numbers a new dealer after the highest D1xxxx in use', () => {
    expect(nextDealerId([])).toBe('D10001')
    expect(nextDealerId(['D10001', 'D10011', null, 'M00002', 'X1'])).toBe('D10012')
  })
})

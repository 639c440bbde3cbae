import { describe, expect, it } from 'vitest'
import { tradeAccountOf } from './trade-account.ts'

const base = { id: 7, email: 'inkoop@example.nl', firstname: 'Jan', lastname: 'Jansen', addresses: [] }

describe('trade account', () => {
  it('is null for a consumer without a back-office id', () => {
    expect(tradeAccountOf(base)).toBeNull()
    expect(
      tradeAccountOf({ ...base, custom_attributes: [{ attribute_code: 'oculus_customer_id', value: '' }] }),
    ).toBeNull()
  })

  it('reads the flags of a trade customer, with all prices shown by default', () => {
    const account = tradeAccountOf({
      ...base,
      company: 'Rijwielhandel Jansen',
      taxvat: 'NL001234567B01',
      custom_attributes: [
        { attribute_code: 'oculus_customer_id', value: 'D10001' },
        { attribute_code: 'drop_enabled', value: '1' },
        { attribute_code: 'is_purchaser', value: '0' },
        { attribute_code: 'kvk_number', value: '12345678' },
      ],
    })
    expect(account).toEqual({
      backofficeId: 'D10001',
      isPurchaser: false,
      dropEnabled: true,
      hiddenPriceMode: 3,
      company: 'Rijwielhandel Jansen',
      vatId: 'NL001234567B01',
      kvkNumber: '12345678',
    })
  })

  it('reads hidden-price modes 1 and 2', () => {
    const withMode = (value: string) =>
      tradeAccountOf({
        ...base,
        custom_attributes: [
          { attribute_code: 'oculus_customer_id', value: 'D1' },
          { attribute_code: 'hidden_price_mode', value },
        ],
      })?.hiddenPriceMode
    expect(withMode('1')).toBe(1)
    expect(withMode('2')).toBe(2)
    expect(withMode('9')).toBe(3)
  })
})

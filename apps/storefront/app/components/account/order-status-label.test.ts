import { describe, expect, it } from 'vitest'
import { ORDER_STATUS } from '@shop/commerce'
import { createTranslator } from '../../i18n/translate.ts'
import { orderStatusLabel } from './order-status-label.ts'

const nl = createTranslator('nl')
const de = createTranslator('de')

describe('order status in the account screens', () => {
  it('names every order status the shop sets, in both languages', () => {
    for (const status of Object.values(ORDER_STATUS)) {
      expect(orderStatusLabel(status, nl)).not.toBe(status)
      expect(orderStatusLabel(status, de)).not.toBe(status)
      expect(orderStatusLabel(status, nl)).not.toMatch(/^account\./)
    }
    expect(orderStatusLabel('holded', nl)).toBe('In de wacht')
    expect(orderStatusLabel('pending_payment', de)).toBe('Zahlung ausstehend')
  })

  it('shows a status it does not know as it came', () => {
    expect(orderStatusLabel('payment_review', nl)).toBe('payment_review')
    expect(orderStatusLabel('constructor', nl)).toBe('constructor')
  })
})

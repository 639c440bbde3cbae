import { describe, expect, it } from 'vitest'
import { isAlphabetName, quantityProblem, validationText, VALIDATION_TEXTS } from './validation-texts.ts'

describe('validation texts of 001 §5', () => {
  it('are the spec texts word for word', () => {
    expect(Object.values(VALIDATION_TEXTS)).toEqual([
      'Field is required.',
      'Must be greater than 0',
      'Only {maxQuantity} products of this type are available!',
      'Quantity is higher than available.',
      'Accepts only alphabet characters.',
    ])
  })

  it('fills in the values', () => {
    expect(validationText('onlyAvailable', { maxQuantity: 7 })).toBe(
      'Only 7 products of this type are available!',
    )
    expect(validationText('required')).toBe('Field is required.')
  })
})

describe('names accept only alphabet characters', () => {
  it.each([
    'Jan',
    'de Vries',
    'Jan-Willem',
    "d'Artagnan",
    'O’Brien',
    'J. de Vries',
    'Müller-Lüdenscheidt',
    'Ærøskøbing',
    'Zoë',
    'Łukasz',
    '  Piet  ',
    '',
  ])('accepts %j', (name) => {
    expect(isAlphabetName(name)).toBe(true)
  })

  it.each([
    'Jan2',
    '123',
    '<script>alert(1)</script>',
    'a<b',
    'Jan_Piet',
    'jan@fiets.nl',
    '-Jan',
    '.',
    'Jan!',
  ])('refuses %j', (name) => {
    expect(isAlphabetName(name)).toBe(false)
  })

  it('accepts a decomposed accent (e + combining acute)', () => {
    expect(isAlphabetName('Rene\u0301')).toBe(true)
  })
})

describe('the quantity a shopper types', () => {
  it.each([0, -1, Number.NaN, -0.5])('%d must be greater than 0', (qty) => {
    expect(quantityProblem(qty, 10)).toEqual({ text: 'greaterThanZero' })
  })

  it('more than the maximum names the maximum', () => {
    expect(quantityProblem(11, 10)).toEqual({ text: 'onlyAvailable', maxQuantity: 10 })
  })

  it('up to the maximum, or without a known maximum, is fine', () => {
    expect(quantityProblem(10, 10)).toBeNull()
    expect(quantityProblem(1, 10)).toBeNull()
    expect(quantityProblem(500, null)).toBeNull()
    expect(quantityProblem(500, undefined)).toBeNull()
  })
})

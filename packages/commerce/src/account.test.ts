import { describe, expect, it } from 'vitest'
import {
  ACCOUNT_LIMITS,
  ACCOUNT_MESSAGES,
  isBusinessCustomer,
  isValidEmail,
  normalizeEmail,
  passwordProblem,
} from './account.ts'

describe('ACCOUNT_MESSAGES', () => {
  it('quotes the spec', () => {
    expect(ACCOUNT_MESSAGES.emailDoesNotExist).toBe('Provided email does not exist')
    expect(ACCOUNT_MESSAGES.passwordsIdentical).toBe('Passwords must be identical')
    expect(ACCOUNT_MESSAGES.invalidEmail).toBe('Please provide valid e-mail address.')
    expect(ACCOUNT_MESSAGES.resetMailFailed).toBe('Error while sending reset password e-mail')
    expect(ACCOUNT_MESSAGES.notAuthorized).toBe("The consumer isn't authorized to access self.")
  })

  it('has no duplicates', () => {
    const texts = Object.values(ACCOUNT_MESSAGES)
    expect(new Set(texts).size).toBe(texts.length)
  })
})

describe('isValidEmail', () => {
  it.each(['jan@fietsen.nl', 'j.de.vries+shop@sub.fietsen.nl', ' jan@fietsen.nl '])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true)
  })
  it.each([
    '',
    'jan',
    'jan@',
    '@fietsen.nl',
    'jan@fietsen',
    'jan fietsen@x.nl',
    'jan@@fietsen.nl',
    'jan..x@fietsen.nl',
    '<script>@x.nl',
    'a'.repeat(250) + '@x.nl',
  ])('refuses %s', (email) => {
    expect(isValidEmail(email)).toBe(false)
  })
})

describe('passwordProblem', () => {
  it('needs at least 8 characters', () => {
    expect(passwordProblem('1234567')).toBe('Password must be at least 8 characters long.')
    expect(passwordProblem('12345678')).toBeNull()
  })
  it('refuses absurdly long passwords', () => {
    expect(passwordProblem('x'.repeat(ACCOUNT_LIMITS.passwordMax))).toBeNull()
    expect(passwordProblem('x'.repeat(ACCOUNT_LIMITS.passwordMax + 1))).toMatch(/at most 256/)
  })
})

describe('isBusinessCustomer', () => {
  it('is true for groups 2 and 3 or the business flag', () => {
    expect(isBusinessCustomer(1)).toBe(false)
    expect(isBusinessCustomer(2)).toBe(true)
    expect(isBusinessCustomer(3)).toBe(true)
    expect(isBusinessCustomer(1, { is_business: true })).toBe(true)
    expect(isBusinessCustomer(1, { is_business: 'yes' })).toBe(false)
  })
})

it('normalizes e-mail addresses for lookups', () => {
  expect(normalizeEmail('  Jan@Fietsen.NL ')).toBe('jan@fietsen.nl')
})

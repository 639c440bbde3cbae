import { describe, expect, it } from 'vitest'
import { accepted, email, identical, name, password, personName, required, validate } from './validation.ts'

describe('account form checks (001 §5)', () => {
  it('requires a value', () => {
    expect(required('  ')).toEqual({ key: 'account.validation.required' })
    expect(required('x')).toBeNull()
  })

  it('wants a valid e-mail address', () => {
    expect(email('jan@example')?.key).toBe('account.validation.email')
    expect(email('')?.key).toBe('account.validation.required')
    expect(email('jan@example.nl')).toBeNull()
  })

  it('wants names of 3 letters and passwords of 8 characters', () => {
    expect(name('Bo')).toEqual({ key: 'account.validation.minLength', values: { min: 3 } })
    expect(name('Bob')).toBeNull()
    expect(password('1234567')).toEqual({ key: 'account.validation.minLength', values: { min: 8 } })
    expect(password('12345678')).toBeNull()
    expect(password('')?.key).toBe('account.validation.required')
  })

  it('accepts only alphabet characters in names (001 §5)', () => {
    expect(name('Jan3')).toEqual({ key: 'account.validation.letters' })
    expect(name('<b>Jan</b>')).toEqual({ key: 'account.validation.letters' })
    expect(name("Zoë d'Hondt-v.d. Berg")).toBeNull()
    // the length comes first, and an empty name is required, not "letters only"
    expect(name('J1')?.key).toBe('account.validation.minLength')
    expect(personName(2)('')?.key).toBe('account.validation.required')
    expect(personName(2)('J.')).toBeNull()
  })

  it('wants identical passwords and accepted terms', () => {
    expect(identical('geheim123')('geheim124')?.key).toBe('account.validation.identical')
    expect(identical('geheim123')('geheim123')).toBeNull()
    expect(accepted(false)?.key).toBe('account.validation.terms')
    expect(accepted(true)).toBeNull()
  })

  it('collects the first failing check per field', () => {
    const errors = validate({ email: () => email('x'), firstname: () => name('Anna') })
    expect(errors).toEqual({ email: { key: 'account.validation.email' } })
  })
})

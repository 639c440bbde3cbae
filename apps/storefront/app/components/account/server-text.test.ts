import { describe, expect, it } from 'vitest'
import { ACCOUNT_MESSAGES, MESSAGES } from '@shop/commerce'
import { createTranslator } from '../../i18n/translate.ts'
import { accountServerText } from './server-text.ts'

const nl = createTranslator('nl')
const de = createTranslator('de')

describe('server texts on the account screens', () => {
  it('translates the texts the screens know, with their numbers', () => {
    expect(accountServerText(ACCOUNT_MESSAGES.emailTaken, nl)).toBe(
      'Er bestaat al een account met dit e-mailadres.',
    )
    expect(accountServerText(ACCOUNT_MESSAGES.emailChangeNotAllowed, de)).toBe(
      'Als Geschäftskunde können Sie nur Ihr Passwort ändern, nicht Ihre E-Mail-Adresse.',
    )
    expect(
      accountServerText(
        ACCOUNT_MESSAGES.tooManyAttempts.replace('{minutes}', '15'),
        nl,
        'account.login.failed',
      ),
    ).toBe('Te veel mislukte inlogpogingen. Wacht 15 minuten en probeer het opnieuw.')
    expect(accountServerText({ errorMessage: ACCOUNT_MESSAGES.passwordMismatch, code: 401 }, nl)).toBe(
      'Het huidige wachtwoord klopt niet.',
    )
    expect(accountServerText(ACCOUNT_MESSAGES.passwordTooShort.replace('{min}', '8'), de)).toBe(
      'Bitte mindestens 8 Zeichen eingeben.',
    )
    // issue 16: the API refuses every e-mail change
    expect(accountServerText(MESSAGES.emailNotChangeable, nl)).toBe(
      'Je e-mailadres kan niet worden gewijzigd.',
    )
    expect(accountServerText({ errorMessage: MESSAGES.emailNotChangeable }, de)).toBe(
      'Die E-Mail-Adresse kann nicht geändert werden.',
    )
  })

  it('never shows other server text: the general failure of the form instead', () => {
    expect(accountServerText('customer.addresses: at most 20 addresses', nl)).toBe(
      'Er ging iets mis. Probeer het later opnieuw.',
    )
    expect(accountServerText(null, nl, 'account.login.failed')).toBe(
      'Inloggen is niet gelukt. Controleer je e-mailadres en wachtwoord.',
    )
    // a known text inside a longer one is not that text
    expect(accountServerText(`x ${ACCOUNT_MESSAGES.emailTaken}`, nl)).toBe(
      'Er ging iets mis. Probeer het later opnieuw.',
    )
  })
})

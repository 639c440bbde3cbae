import { describe, expect, it } from 'vitest'
import { accountRequestProblems } from '@shop/commerce'
import { createTranslator } from '../../i18n/translate.ts'
import { problemError, refusalText, serverFieldErrors } from './server-text.ts'

const nl = createTranslator('nl')
const de = createTranslator('de')

describe('account request texts (decision 0196)', () => {
  it('every problem of the rules has its own translated text, values carried over', () => {
    const problems = accountRequestProblems({ company: 'A', email: 'x', country_id: 'US', branch: 'bakery' })
    const texts = Object.fromEntries(
      problems.map((p) => [p.field, de(...(Object.values(problemError(p)) as [never, never]))]),
    )
    expect(texts.company).toBe('Bitte mindestens 2 Zeichen eingeben.')
    expect(texts.email).toBe('Bitte geben Sie eine gültige E-Mail-Adresse ein.')
    expect(texts.country_id).toBe('Bitte wählen Sie eines der Länder, in die wir liefern.')
    expect(texts.branch).toBe('Bitte wählen Sie Ihre Branche.')
    expect(texts.postcode).toBe('Dieses Feld ist erforderlich.')
  })

  it("reads the server's meta.fields", () => {
    expect(
      serverFieldErrors({
        fields: { postcode: 'Must be at least 3 characters.', vat_id: 'Must be at most 32 characters.' },
      }),
    ).toEqual({
      postcode: { key: 'accountRequest.error.tooShort', values: { min: 3 } },
      vat_id: { key: 'accountRequest.error.tooLong', values: { max: 32 } },
    })
    expect(serverFieldErrors(null)).toEqual({})
  })

  it('maps refusals to texts, never the English', () => {
    expect(
      refusalText(409, 'email: a@b.nl already has a shop account; log in or reset the password.', nl),
    ).toBe('Met dit e-mailadres bestaat al een account. Log in of vraag een nieuw wachtwoord aan.')
    expect(refusalText(409, 'email: a request for a@b.nl is already waiting for a decision.', de)).toContain(
      'bereits eine Anfrage',
    )
    expect(refusalText(429, 'Too many requests. Please wait 12 minutes and try again.', nl)).toBe(
      'Je hebt te veel aanvragen verstuurd. Probeer het over 12 minuten opnieuw.',
    )
    expect(refusalText(400, 'captcha: the solution was already used', nl)).toContain('geen robot')
    expect(refusalText(500, 'Internal server error', de)).toBe(de('accountRequest.refused.failed'))
  })
})

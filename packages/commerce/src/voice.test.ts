import { describe, expect, it } from 'vitest'
import { voiceProblems } from './voice.ts'

describe('voiceProblems (decision 0100: Dutch "je", German "Sie")', () => {
  it('finds the formal Dutch "u" and "uw", in any case', () => {
    expect(voiceProblems('Bedankt voor uw bestelling. Hieronder ziet u een overzicht.', 'nl')).toEqual([
      'uw',
      'u',
    ])
    expect(voiceProblems('U heeft gevraagd om een nieuw wachtwoord.', 'nl')).toEqual(['U'])
  })

  it('accepts Dutch in the "je" form, words that merely contain a u, and a U-lock', () => {
    expect(voiceProblems('Je bestelling is onderweg; jouw fiets komt uit Utrecht.', 'nl')).toEqual([])
    expect(
      voiceProblems('Een U-slot van {brand} voor {count, plural, one {# fiets} other {# fietsen}}', 'nl'),
    ).toEqual([])
  })

  it('finds German "du" forms: pronouns and imperatives', () => {
    expect(voiceProblems('Bitte wähle deine Bank.', 'de')).toEqual(['wähle', 'deine'])
    expect(voiceProblems('Du bist angemeldet.', 'de')).toEqual(['Du'])
    expect(voiceProblems('Gib deine E-Mail-Adresse ein. Wir senden dir einen Link.', 'de')).toEqual([
      'Gib',
      'deine',
      'dir',
    ])
  })

  it('accepts German in the "Sie" form', () => {
    expect(voiceProblems('Bitte wählen Sie Ihre Bank. Wir senden Ihnen einen Link.', 'de')).toEqual([])
    expect(voiceProblems('Versuchen Sie es erneut, {name}.', 'de')).toEqual([])
    // the first person has the imperative's form
    expect(voiceProblems('Ich stimme den Allgemeinen Geschäftsbedingungen zu', 'de')).toEqual([])
  })
})

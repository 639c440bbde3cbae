import { describe, expect, it } from 'vitest'
import { voiceProblems } from '@shop/commerce'
import { automaticOrderMail } from './auto-mail.ts'

describe('automatic-order mails', () => {
  it('placed, in Dutch, names the order and what went on backorder', () => {
    const mail = automaticOrderMail(
      'inkoop@example.nl',
      { id: 7, name: 'Weekvoorraad', language: 'nl' },
      { kind: 'placed', orderNumber: '000001234', backordered: [{ sku: 'BR-1', qty: 2 }] },
    )
    expect(mail.to).toBe('inkoop@example.nl')
    expect(mail.subject).toBe('Je automatische bestelling is geplaatst: 000001234')
    expect(mail.text).toContain('"Weekvoorraad" is geplaatst onder bestelnummer 000001234')
    expect(mail.text).toContain('in nabestelling genoteerd:\n- BR-1 × 2')
    // decision 0100: the shop says "je" in Dutch
    expect(voiceProblems(mail.text, 'nl')).toEqual([])
  })

  it('failed, in German, gives the reason; names are escaped in HTML', () => {
    const mail = automaticOrderMail(
      'einkauf@example.de',
      { id: 8, name: '<Lager>', language: 'de' },
      { kind: 'failed', error: 'Out of stock: BR-1', backordered: [] },
    )
    expect(mail.subject).toBe('Ihre automatische Bestellung konnte nicht aufgegeben werden')
    // the reason in German, not the API's English
    expect(mail.text).toContain('konnte nicht aufgegeben werden. Nicht vorrätig: BR-1. Bitte prüfen Sie')
    expect(mail.text).not.toContain('Out of stock')
    expect(voiceProblems(mail.text, 'de')).toEqual([])
    expect(mail.html).toContain('&lt;Lager&gt;')
    expect(mail.html).not.toContain('<Lager>')
  })
})

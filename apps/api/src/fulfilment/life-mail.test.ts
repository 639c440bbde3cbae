import { describe, expect, it } from 'vitest'
import { voiceProblems } from '@shop/commerce'
import { backorderedMail, deliveredMail, shippedMail, type LifeMailFacts } from './life-mail.ts'

const facts = (language: 'nl' | 'de'): LifeMailFacts => ({
  to: 'inkoop@example.test',
  name: 'Henk Jansen',
  language,
  orderNumber: '000001234',
  shipment: {
    number: 'ZD00100001',
    carrier: 'PostNL',
    trackingNumber: '3SABC',
    trackingUrl: 'https://jouw.postnl.nl/track-and-trace/3SABC-NL-3511AB',
    lines: [{ lineId: 1, sku: 'A-1', qty: 3 }],
  },
  lines: [
    { id: 1, name: 'Fietsbel', sku: 'A-1', qtyBackordered: 2, expectedDate: '2026-12-10' },
    { id: 2, name: 'Slot', sku: 'B-2', qtyBackordered: 1, expectedDate: null },
  ],
})

describe('order life mails', () => {
  it('partly shipped: the parcel, its track and trace, and what stays on backorder with dates (nl)', () => {
    const m = shippedMail(facts('nl'), true)
    expect(m.subject).toBe('Je bestelling 000001234 is deels verzonden')
    expect(m.text).toContain('3 × Fietsbel (A-1)')
    expect(m.text).toContain(
      'Volg je pakket (PostNL): https://jouw.postnl.nl/track-and-trace/3SABC-NL-3511AB',
    )
    expect(m.text).toContain('2 × Fietsbel (A-1), verwacht op 10 december 2026')
    expect(m.text).toContain('1 × Slot (B-2), leverdatum nog onbekend')
  })

  it('in German: shipped and delivered, and both languages in the shop voice', () => {
    const m = shippedMail(facts('de'), false)
    expect(m.subject).toBe('Ihre Bestellung 000001234 wurde versandt')
    expect(m.text).toContain('erwartet am 10. Dezember 2026')
    expect(deliveredMail(facts('de'), true).text).toContain(
      'Damit haben Sie alles aus dieser Bestellung erhalten.',
    )
    for (const language of ['nl', 'de'] as const)
      for (const mail of [
        shippedMail(facts(language), true),
        shippedMail(facts(language), false),
        deliveredMail(facts(language), true),
      ])
        expect(voiceProblems(`${mail.subject}\n${mail.text}`, language)).toEqual([])
  })

  it('backordered: what waits and when it is expected, in both languages and the shop voice', () => {
    expect(backorderedMail(facts('nl')).text).toContain('2 × Fietsbel (A-1), verwacht op 10 december 2026')
    expect(backorderedMail(facts('de')).subject).toBe('Rückstand bei Ihrer Bestellung 000001234')
    for (const language of ['nl', 'de'] as const) {
      const m = backorderedMail(facts(language))
      expect(voiceProblems(`${m.subject}\n${m.text}`, language)).toEqual([])
    }
  })

  it('escapes the html', () => {
    const f = facts('nl')
    f.lines[0]!.name = '<b>Bel</b>'
    expect(shippedMail(f, true).html).toContain('&lt;b&gt;Bel&lt;/b&gt;')
  })
})

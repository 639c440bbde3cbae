import { describe, expect, it } from 'vitest'
import { voiceProblems } from '@shop/commerce'
import { confirmMail } from '../newsletter/confirm-mail.ts'
import { welcomeMail } from '../newsletter/welcome-mail.ts'
import { testPageTexts } from '../payment/test-checkout-page.ts'
import { resetPasswordMail } from '../user/reset-mail.ts'
import { orderConfirmationMail } from './order-confirmation.ts'

/** Decision 0100: the shop's mails and server pages say "je" in Dutch and "Sie" in German, like the shop. */
const LANGUAGES = [
  { language: 'nl', locale: 'nl-NL' },
  { language: 'de', locale: 'de-DE' },
] as const

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings)
  return []
}

describe('mail and server page texts use the shop form of address', () => {
  for (const { language, locale } of LANGUAGES) {
    it(`in ${language}: order confirmation, password reset, newsletter welcome, test payment page`, () => {
      const confirmation = orderConfirmationMail({
        incrementId: '000001001',
        language,
        locale,
        currency: 'EUR',
        customerName: 'Sam',
        customerEmail: 'sam@example.test',
        items: [{ name: 'Fiets', sku: 'F', qty: 1, rowTotalInclTax: 100, options: [] }],
        segments: [{ code: 'grand_total', title: 'Totaal', value: 100 }],
        paymentTitle: 'iDEAL',
        shippingTitle: 'Koerier',
        poNumber: 'PO-1',
        shippingAddress: ['Sam', 'Stationsweg 1'],
        billingAddress: ['Sam', 'Stationsweg 1'],
      })
      // a wholesale order's extras (decision 0143): every line of them in the shop's voice too
      const wholesale = orderConfirmationMail({
        incrementId: '000001002',
        language,
        locale,
        currency: 'EUR',
        customerName: 'Sam',
        customerEmail: 'sam@example.test',
        items: [
          {
            name: 'Fiets',
            sku: 'F',
            qty: 1,
            rowTotalInclTax: 100,
            options: [],
            comment: 'Achterin',
            deliveryDate: '2026-12-12',
          },
        ],
        segments: [{ code: 'grand_total', title: 'Totaal', value: 100 }],
        paymentTitle: 'Inkooporder',
        shippingTitle: 'Koerier',
        poNumber: '000000000',
        shippingAddress: ['Piet', 'Dorpsstraat 3'],
        billingAddress: ['Sam', 'Stationsweg 1'],
        extras: {
          reference: 'REF-1',
          comment: 'Bel',
          deliveryDate: '2026-12-10',
          yearOrder: true,
          dropship: true,
        },
      })
      const reset = resetPasswordMail({
        to: 'sam@example.test',
        name: 'Sam',
        language,
        link: 'http://x/',
        minutes: 60,
      })
      const welcome = [
        welcomeMail({ to: 'sam@example.test', firstname: 'Sam', language, couponCode: 'C' }),
        welcomeMail({
          to: 'sam@example.test',
          firstname: null,
          language,
          couponCode: 'C',
          unsubscribeLink: 'http://x/',
        }),
        confirmMail({ to: 'sam@example.test', language, link: 'http://x/' }),
      ]
      const texts = [
        ...[confirmation, wholesale, reset, ...welcome].flatMap((mail) => [mail.subject, mail.text]),
        ...strings(testPageTexts(language)),
      ]
      const wrong = texts.map((text) => voiceProblems(text, language)).filter((words) => words.length)
      expect(wrong).toEqual([])
    })
  }

  it('fails on a mail in the wrong form (the check can fail)', () => {
    expect(voiceProblems('Bedankt voor uw bestelling.', 'nl')).toEqual(['uw'])
    expect(voiceProblems('Vielen Dank für deine Bestellung.', 'de')).toEqual(['deine'])
  })
})

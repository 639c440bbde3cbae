import { describe, expect, it } from 'vitest'
import { RETURN_STATUSES, voiceProblems } from '@shop/commerce'
import { returnMail, type ReturnMailData } from './return-mail.ts'

const base: ReturnMailData = {
  language: 'nl',
  status: 'requested',
  type: 'return',
  number: 'RMA1000001',
  orderNumber: 'BO00100001',
  customerName: 'Sam Jansen',
  customerEmail: 'sam@example.test',
  reason: 'too_many',
  rejectReason: 'Gebruikt <b>',
  note: null,
  creditNumber: 'C2026-000001',
  lines: [{ sku: 'F-1', name: 'Ketting', qty: 2 }],
}

describe('return and warranty mails (decision 0178)', () => {
  for (const language of ['nl', 'de'] as const) {
    it(`in ${language}: every step in the shop's voice, with number, lines and reason`, () => {
      for (const status of RETURN_STATUSES) {
        for (const type of ['return', 'warranty'] as const) {
          const mail = returnMail({ ...base, language, status, type })
          expect(mail.to).toBe('sam@example.test')
          expect(mail.subject).toContain('RMA1000001')
          expect(mail.text).toContain('2 × Ketting (F-1)')
          expect(voiceProblems(`${mail.subject}\n${mail.text}`, language)).toEqual([])
          expect(mail.text).toContain(language === 'de' ? 'Zu viel bestellt' : 'Te veel besteld')
          if (status === 'credited') expect(mail.text).toContain('C2026-000001')
        }
      }
    })
  }

  it('a rejection says why (escaped in HTML); other steps do not show a reject reason', () => {
    const rejected = returnMail({ ...base, status: 'rejected' })
    expect(rejected.text).toContain('Reden van afwijzing: Gebruikt <b>')
    expect(rejected.html).toContain('Gebruikt &lt;b&gt;')
    expect(returnMail({ ...base, status: 'received' }).text).not.toContain('afwijzing')
    expect(returnMail({ ...base, language: 'de', status: 'rejected' }).subject).toBe(
      'Ihre Retoure RMA1000001 wurde abgelehnt',
    )
  })
})

/** A test-mode order's mails say so (decision 0115): the order is flagged when placed in test mode. */
import type { MailMessage } from '../mail/mail-service.ts'

const NOTICE = {
  nl: 'Testmodus – er wordt niet echt betaald. Deze bestelling is een test.',
  de: 'Testmodus – es wird nicht wirklich bezahlt. Diese Bestellung ist ein Test.',
} as const

/** The confirmation of a test-mode order: "[TEST]" before the subject, the notice above the text. */
export function markTestOrderMail(message: MailMessage, language: string): MailMessage {
  const notice = language === 'de' ? NOTICE.de : NOTICE.nl
  const banner = `<p><strong>${notice}</strong></p>`
  return {
    ...message,
    subject: `[TEST] ${message.subject}`,
    text: `${notice}\n\n${message.text}`,
    html: /<body[^>]*>/i.test(message.html)
      ? message.html.replace(/<body[^>]*>/i, (body) => `${body}${banner}`)
      : `${banner}${message.html}`,
  }
}

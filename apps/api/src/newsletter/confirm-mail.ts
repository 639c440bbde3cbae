/** The double opt-in e-mail: a link to confirm the subscription, in the store's language. */
import type { MailMessage } from '../mail/mail-service.ts'

const TEXTS = {
  nl: {
    subject: 'Bevestig je aanmelding voor de nieuwsbrief',
    body: 'Jij (of iemand anders) hebt dit e-mailadres aangemeld voor de nieuwsbrief van Fietsgroothandel. Bevestig je aanmelding met deze link:',
    ignore: 'Heb je je niet aangemeld? Dan hoef je niets te doen: zonder bevestiging ontvang je niets.',
    closing: 'Met vriendelijke groet,\nFietsgroothandel',
  },
  de: {
    subject: 'Bitte bestätigen Sie Ihre Newsletter-Anmeldung',
    body: 'Sie (oder jemand anderes) haben diese E-Mail-Adresse für den Newsletter von Fietsgroothandel angemeldet. Bitte bestätigen Sie die Anmeldung mit diesem Link:',
    ignore:
      'Sie haben sich nicht angemeldet? Dann müssen Sie nichts tun: Ohne Bestätigung erhalten Sie nichts.',
    closing: 'Mit freundlichen Grüßen\nFietsgroothandel',
  },
} as const

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

export function confirmMail(input: { to: string; language: string; link: string }): MailMessage {
  const t = input.language === 'de' ? TEXTS.de : TEXTS.nl
  const text = [t.body, '', input.link, '', t.ignore, '', t.closing].join('\n')
  const html = [
    `<p>${escapeHtml(t.body)}</p>`,
    `<p><a href="${escapeHtml(input.link)}">${escapeHtml(input.link)}</a></p>`,
    `<p>${escapeHtml(t.ignore)}</p>`,
    `<p>${escapeHtml(t.closing).replace('\n', '<br>')}</p>`,
  ].join('\n')
  return { to: input.to, subject: t.subject, text, html }
}

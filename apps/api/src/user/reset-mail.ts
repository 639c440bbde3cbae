/** The reset-password e-mail in the store's language (nl for store 1, de for store 3). */
import type { MailMessage } from '../mail/mail-service.ts'

const TEXTS = {
  nl: {
    subject: 'Nieuw wachtwoord instellen bij Fietsgroothandel',
    greeting: 'Beste {name},',
    body: 'Je hebt gevraagd om een nieuw wachtwoord. Via de link hieronder stel je het in. De link is {minutes} minuten geldig en werkt één keer.',
    action: 'Nieuw wachtwoord instellen',
    ignore: 'Heb je dit niet gevraagd? Dan kun je deze e-mail negeren; je wachtwoord blijft ongewijzigd.',
    closing: 'Met vriendelijke groet,\nFietsgroothandel',
  },
  de: {
    subject: 'Neues Passwort für Fietsgroothandel festlegen',
    greeting: 'Guten Tag {name},',
    body: 'Sie haben ein neues Passwort angefordert. Über den Link unten legen Sie es fest. Der Link ist {minutes} Minuten gültig und funktioniert einmal.',
    action: 'Neues Passwort festlegen',
    ignore:
      'Haben Sie das nicht angefordert? Dann ignorieren Sie diese E-Mail; Ihr Passwort bleibt unverändert.',
    closing: 'Mit freundlichen Grüßen\nFietsgroothandel',
  },
} as const

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

export function resetPasswordMail(input: {
  to: string
  name: string
  language: string
  link: string
  minutes: number
}): MailMessage {
  const t = input.language === 'de' ? TEXTS.de : TEXTS.nl
  const greeting = t.greeting.replace('{name}', input.name)
  const body = t.body.replace('{minutes}', String(input.minutes))
  const text = [greeting, '', body, '', `${t.action}: ${input.link}`, '', t.ignore, '', t.closing].join('\n')
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(body)}</p>`,
    `<p><a href="${escapeHtml(input.link)}">${escapeHtml(t.action)}</a></p>`,
    `<p>${escapeHtml(t.ignore)}</p>`,
    `<p>${escapeHtml(t.closing).replace('\n', '<br>')}</p>`,
  ].join('\n')
  return { to: input.to, subject: t.subject, text, html }
}

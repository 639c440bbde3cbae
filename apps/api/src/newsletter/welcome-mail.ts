/** The newsletter welcome e-mail with the 10 % coupon (001 §9), in the store's language. */
import type { MailMessage } from '../mail/mail-service.ts'

const TEXTS = {
  nl: {
    subject: 'Welkom bij de nieuwsbrief van Fietsgroothandel',
    greeting: 'Beste {name},',
    body: 'Bedankt voor je aanmelding voor onze nieuwsbrief. Als welkom krijg je 10% korting op je volgende bestelling met de kortingscode:',
    closing: 'Met vriendelijke groet,\nFietsgroothandel',
    anonymousGreeting: 'Beste klant,',
    unsubscribe: 'Afmelden voor de nieuwsbrief:',
  },
  de: {
    subject: 'Willkommen beim Newsletter von Fietsgroothandel',
    greeting: 'Guten Tag {name},',
    body: 'vielen Dank für Ihre Anmeldung zu unserem Newsletter. Zur Begrüßung erhalten Sie 10 % Rabatt auf Ihre nächste Bestellung mit dem Gutscheincode:',
    closing: 'Mit freundlichen Grüßen\nFietsgroothandel',
    anonymousGreeting: 'Sehr geehrte Kundin, sehr geehrter Kunde,',
    unsubscribe: 'Vom Newsletter abmelden:',
  },
} as const

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

export function welcomeMail(input: {
  to: string
  firstname: string | null
  language: string
  couponCode: string
  /** the signed link that ends the subscription without signing in */
  unsubscribeLink?: string
}): MailMessage {
  const t = input.language === 'de' ? TEXTS.de : TEXTS.nl
  const greeting = input.firstname ? t.greeting.replace('{name}', input.firstname) : t.anonymousGreeting
  const footer = input.unsubscribeLink ? ['', t.unsubscribe, input.unsubscribeLink] : []
  const text = [greeting, '', t.body, '', input.couponCode, '', t.closing, ...footer].join('\n')
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(t.body)}</p>`,
    `<p><strong>${escapeHtml(input.couponCode)}</strong></p>`,
    `<p>${escapeHtml(t.closing).replace('\n', '<br>')}</p>`,
    ...(input.unsubscribeLink
      ? [
          `<p>${escapeHtml(t.unsubscribe)} <a href="${escapeHtml(input.unsubscribeLink)}">${escapeHtml(input.unsubscribeLink)}</a></p>`,
        ]
      : []),
  ].join('\n')
  return { to: input.to, subject: t.subject, text, html }
}

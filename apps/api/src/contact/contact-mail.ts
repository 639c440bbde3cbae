/**
 * The two mails of a contact message (decision 0201): the shop's copy to its mailbox (Dutch, the
 * shop's language, Reply-To the sender so answering reaches them) and the sender's copy in the
 * language of the page they wrote from (nl "je", de "Sie", en).
 */
import type { AppConfig } from '../config/config.ts'
import type { MailMessage } from '../mail/mail-service.ts'
import { shopInfoSettings } from '../shop-info/shop-info-settings.ts'

export interface ContactRow {
  id: number
  language: string
  name: string
  email: string
  phone: string | null
  subject: string | null
  message: string
  customerId: number | null
  createdAt: Date
}

type Lang = 'nl' | 'de' | 'en'

const COPY: Record<Lang, { subject: string; hello: string; intro: string; labels: Labels; closing: string }> =
  {
    nl: {
      subject: 'Je bericht aan Fietsgroothandel',
      hello: 'Beste {name},',
      intro:
        'Bedankt voor je bericht. We hebben het ontvangen en reageren zo snel mogelijk. Dit is een kopie van wat je ons stuurde:',
      labels: {
        name: 'Naam',
        email: 'E-mailadres',
        phone: 'Telefoon',
        subject: 'Onderwerp',
        message: 'Bericht',
      },
      closing: 'Met vriendelijke groet,\nFietsgroothandel',
    },
    de: {
      subject: 'Ihre Nachricht an Fietsgroothandel',
      hello: 'Guten Tag {name},',
      intro:
        'vielen Dank für Ihre Nachricht. Wir haben sie erhalten und antworten so bald wie möglich. Dies ist eine Kopie dessen, was Sie uns geschickt haben:',
      labels: {
        name: 'Name',
        email: 'E-Mail-Adresse',
        phone: 'Telefon',
        subject: 'Betreff',
        message: 'Nachricht',
      },
      closing: 'Mit freundlichen Grüßen\nFietsgroothandel',
    },
    en: {
      subject: 'Your message to Fietsgroothandel',
      hello: 'Dear {name},',
      intro:
        'Thank you for your message. We have received it and will reply as soon as we can. This is a copy of what you sent us:',
      labels: {
        name: 'Name',
        email: 'E-mail address',
        phone: 'Phone',
        subject: 'Subject',
        message: 'Message',
      },
      closing: 'Kind regards,\nFietsgroothandel',
    },
  }

interface Labels {
  name: string
  email: string
  phone: string
  subject: string
  message: string
}

const LANGUAGE_NAMES: Record<Lang, string> = { nl: 'Nederlands', de: 'Duits', en: 'Engels' }

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  )

const langOf = (language: string): Lang => (language === 'de' || language === 'en' ? language : 'nl')

/** The shop's mailbox: CONTACT_EMAIL, else the shop's e-mail address (SHOP_CONFIG shopInfo.email). */
export const shopMailbox = (config: AppConfig) => config.contact.mailbox ?? shopInfoSettings(config).email

function fields(row: ContactRow, labels: Labels): Array<[string, string]> {
  const list: Array<[string, string]> = [
    [labels.name, row.name],
    [labels.email, row.email],
  ]
  if (row.phone) list.push([labels.phone, row.phone])
  if (row.subject) list.push([labels.subject, row.subject])
  return list
}

function render(lines: string[], table: Array<[string, string]>, message: string, after: string[]) {
  const text = [...lines, '', ...table.map(([k, v]) => `${k}: ${v}`), '', message, '', ...after].join('\n')
  const html = [
    ...lines.map((l) => `<p>${escape(l)}</p>`),
    '<table>',
    ...table.map(([k, v]) => `<tr><th align="left">${escape(k)}</th><td>${escape(v)}</td></tr>`),
    '</table>',
    `<p style="white-space:pre-wrap">${escape(message)}</p>`,
    ...after.map((l) => `<p style="white-space:pre-wrap">${escape(l)}</p>`),
  ].join('\n')
  return { text, html }
}

export function shopMail(config: AppConfig, row: ContactRow): MailMessage {
  const lang = langOf(row.language)
  const labels = COPY.nl.labels
  const table = fields(row, labels)
  table.push(['Taal', LANGUAGE_NAMES[lang]], ['Bericht nr.', String(row.id)])
  if (row.customerId !== null) table.push(['Klantnummer (webshop)', String(row.customerId)])
  const body = render(['Nieuw bericht via het contactformulier:'], table, row.message, [
    'Beantwoord deze e-mail om de afzender te antwoorden.',
  ])
  return {
    to: shopMailbox(config),
    replyTo: `${row.name.replace(/[\r\n"<>]/g, ' ')} <${row.email}>`,
    subject: `Contactformulier: ${row.subject ?? `bericht van ${row.name}`}`
      .replace(/[\r\n]+/g, ' ')
      .slice(0, 250),
    ...body,
  }
}

export function senderCopy(row: ContactRow): MailMessage {
  const c = COPY[langOf(row.language)]
  const body = render([c.hello.replace('{name}', row.name), c.intro], fields(row, c.labels), row.message, [
    c.closing,
  ])
  return { to: row.email, subject: c.subject, ...body }
}

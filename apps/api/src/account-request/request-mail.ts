/**
 * The account request's mails (decision 0195): the receipt to the business and the decision
 * (approved with the set-password link, or rejected with the reason) in the business's language
 * (Dutch "je", German "Sie", decision 0100); the notice to the shop's mailbox in Dutch.
 */
import type { MailMessage } from '../mail/mail-service.ts'

export interface RequestFacts {
  id: number
  language: string
  company: string
  contactPerson: string
  email: string
}

const TEXTS = {
  nl: {
    receiptSubject: 'We hebben je aanvraag voor een zakelijk account ontvangen',
    greeting: 'Beste {name},',
    receipt:
      'Bedankt voor je aanvraag van een zakelijk account voor {company} (aanvraag {id}). We bekijken hem zo snel mogelijk, meestal binnen twee werkdagen, en laten je per e-mail weten wat we besluiten.',
    approvedSubject: 'Je zakelijke account bij Fietsgroothandel is klaar',
    approved:
      'Goed nieuws: we hebben je aanvraag voor {company} goedgekeurd. Je klantnummer is {backofficeId}. Stel via de link hieronder je wachtwoord in; daarna log je in met dit e-mailadres. De link is {days} dagen geldig en werkt één keer.',
    action: 'Wachtwoord instellen',
    rejectedSubject: 'Je aanvraag voor een zakelijk account bij Fietsgroothandel',
    rejected: 'We hebben je aanvraag voor een zakelijk account voor {company} helaas afgewezen. De reden:',
    rejectedEnd: 'Heb je vragen? Beantwoord dan deze e-mail of bel ons.',
    closing: 'Met vriendelijke groet,\nFietsgroothandel',
  },
  de: {
    receiptSubject: 'Wir haben Ihre Anfrage für ein Geschäftskonto erhalten',
    greeting: 'Guten Tag {name},',
    receipt:
      'Vielen Dank für Ihre Anfrage eines Geschäftskontos für {company} (Anfrage {id}). Wir prüfen sie so bald wie möglich, meist innerhalb von zwei Werktagen, und teilen Ihnen unsere Entscheidung per E-Mail mit.',
    approvedSubject: 'Ihr Geschäftskonto bei Fietsgroothandel ist bereit',
    approved:
      'Gute Nachrichten: Wir haben Ihre Anfrage für {company} angenommen. Ihre Kundennummer ist {backofficeId}. Legen Sie über den Link unten Ihr Passwort fest; danach melden Sie sich mit dieser E-Mail-Adresse an. Der Link ist {days} Tage gültig und funktioniert einmal.',
    action: 'Passwort festlegen',
    rejectedSubject: 'Ihre Anfrage für ein Geschäftskonto bei Fietsgroothandel',
    rejected: 'Leider haben wir Ihre Anfrage eines Geschäftskontos für {company} abgelehnt. Der Grund:',
    rejectedEnd: 'Haben Sie Fragen? Dann antworten Sie auf diese E-Mail oder rufen Sie uns an.',
    closing: 'Mit freundlichen Grüßen\nFietsgroothandel',
  },
} as const

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_m, k: string) => String(values[k] ?? ''))

const textsOf = (language: string) => (language === 'de' ? TEXTS.de : TEXTS.nl)

/** Paragraphs (and an optional link) as the text and HTML parts of one mail. */
function compose(
  to: string,
  subject: string,
  paragraphs: string[],
  link?: { label: string; href: string },
): MailMessage {
  const text = [
    ...paragraphs.slice(0, -1),
    ...(link ? [`${link.label}: ${link.href}`] : []),
    paragraphs.at(-1)!,
  ]
  const html = [
    ...paragraphs.slice(0, -1).map((p) => `<p>${escapeHtml(p).replaceAll('\n', '<br>')}</p>`),
    ...(link ? [`<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`] : []),
    `<p>${escapeHtml(paragraphs.at(-1)!).replaceAll('\n', '<br>')}</p>`,
  ]
  return { to, subject, text: text.join('\n\n'), html: html.join('\n') }
}

export function receiptMail(r: RequestFacts): MailMessage {
  const t = textsOf(r.language)
  return compose(r.email, t.receiptSubject, [
    fill(t.greeting, { name: r.contactPerson }),
    fill(t.receipt, { company: r.company, id: r.id }),
    t.closing,
  ])
}

/** To the shop's mailbox: every field, so staff can decide from the mail alone. */
export function shopNoticeMail(
  to: string,
  r: RequestFacts & { fields: [string, string | null][] },
): MailMessage {
  const lines = r.fields.map(([label, value]) => `${label}: ${value ?? '-'}`)
  return compose(to, `Nieuwe aanvraag zakelijk account ${r.id}: ${r.company}`, [
    `Er is een nieuwe aanvraag voor een zakelijk account (${r.id}).`,
    lines.join('\n'),
    `Goedkeuren: npm run backoffice -- account-request-approve ${r.id}\nAfwijzen: npm run backoffice -- account-request-reject ${r.id} --reason "..."`,
  ])
}

export function approvedMail(
  r: RequestFacts & { backofficeId: string; link: string; days: number },
): MailMessage {
  const t = textsOf(r.language)
  return compose(
    r.email,
    t.approvedSubject,
    [
      fill(t.greeting, { name: r.contactPerson }),
      fill(t.approved, { company: r.company, backofficeId: r.backofficeId, days: r.days }),
      t.closing,
    ],
    { label: t.action, href: r.link },
  )
}

export function rejectedMail(r: RequestFacts & { reason: string }): MailMessage {
  const t = textsOf(r.language)
  return compose(r.email, t.rejectedSubject, [
    fill(t.greeting, { name: r.contactPerson }),
    fill(t.rejected, { company: r.company }),
    r.reason,
    t.rejectedEnd,
    t.closing,
  ])
}

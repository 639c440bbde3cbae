/** Tiny helpers to write CMS HTML readably. */

export const h2 = (text: string) => `<h2>${text}</h2>`
export const h3 = (text: string) => `<h3>${text}</h3>`
export const p = (...sentences: string[]) => `<p>${sentences.join(' ')}</p>`
export const ul = (...items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`
export const a = (href: string, text: string) => `<a href="${href}">${text}</a>`
export const table = (head: string[], rows: string[][]) =>
  `<table><thead><tr>${head.map((h) => `<th>${h}</th>`).join('')}</tr></thead><tbody>${rows
    .map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`)
    .join('')}</tbody></table>`

export interface PageDef {
  identifier: string
  title: string
  heading: string
  metaDescription: string
  keywords: string
  content: string[]
  layout?: string
}

export const COMPANY = {
  name: 'Fietsgroothandel B.V.',
  street: 'Spaakstraat 12',
  postcode: '3512 AB',
  city: 'Utrecht',
  phone: '030 123 45 67',
  phoneIntl: '+31 30 123 45 67',
  email: 'service@fietsgroothandel.example',
  kvk: '12345678',
  vat: 'NL001234567B01',
  iban: 'NL91 ABNA 0417 1643 00',
}

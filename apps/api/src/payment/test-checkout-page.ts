/**
 * The hosted page of the built-in test provider: plain server-rendered HTML in Dutch or German
 * that works without JavaScript. A labelled radio group (fieldset + legend) and one submit button;
 * the form posts back to the same URL.
 */
import { formatPrice } from '@shop/commerce'
import type { ShopLanguage } from './provider.ts'
import type { TestOutcome } from './test-provider.ts'

const TEXTS = {
  nl: {
    title: 'Testbetaling',
    intro:
      'Dit is de betaalpagina van de testprovider van de webwinkel. Er wordt geen echt geld overgemaakt.',
    order: 'Bestelling',
    amount: 'Bedrag',
    method: 'Betaalmethode',
    bank: 'Bank',
    legend: 'Kies de uitkomst van deze betaling',
    submit: 'Bevestigen en terug naar de winkel',
    done: 'Deze betaling is al afgerond met status: {status}.',
    back: 'Terug naar de winkel',
    notFound: 'Deze betaling bestaat niet (meer).',
    notTest: 'Deze betaling loopt niet via de testprovider.',
    chooseOne: 'Kies een van de uitkomsten hieronder.',
    outcomes: {
      paid: ['Betaald', 'De betaling is gelukt.'],
      open: ['Open', 'De betaling is gestart maar nog niet afgerond.'],
      pending: ['In behandeling', 'De bank verwerkt de betaling nog.'],
      failed: ['Mislukt', 'De bank heeft de betaling geweigerd.'],
      canceled: ['Geannuleerd', 'De klant heeft de betaling afgebroken.'],
      expired: ['Verlopen', 'De betaling is niet op tijd afgerond.'],
    },
  },
  de: {
    title: 'Testzahlung',
    intro: 'Dies ist die Zahlungsseite des Testanbieters des Webshops. Es wird kein echtes Geld überwiesen.',
    order: 'Bestellung',
    amount: 'Betrag',
    method: 'Zahlungsart',
    bank: 'Bank',
    legend: 'Wählen Sie das Ergebnis dieser Zahlung',
    submit: 'Bestätigen und zurück zum Shop',
    done: 'Diese Zahlung ist bereits abgeschlossen mit Status: {status}.',
    back: 'Zurück zum Shop',
    notFound: 'Diese Zahlung existiert nicht (mehr).',
    notTest: 'Diese Zahlung läuft nicht über den Testanbieter.',
    chooseOne: 'Bitte wählen Sie eines der Ergebnisse unten.',
    outcomes: {
      paid: ['Bezahlt', 'Die Zahlung ist gelungen.'],
      open: ['Offen', 'Die Zahlung wurde gestartet, aber noch nicht abgeschlossen.'],
      pending: ['In Bearbeitung', 'Die Bank bearbeitet die Zahlung noch.'],
      failed: ['Fehlgeschlagen', 'Die Bank hat die Zahlung abgelehnt.'],
      canceled: ['Abgebrochen', 'Der Kunde hat die Zahlung abgebrochen.'],
      expired: ['Abgelaufen', 'Die Zahlung wurde nicht rechtzeitig abgeschlossen.'],
    },
  },
} satisfies Record<ShopLanguage, unknown>

export function testPageTexts(language: ShopLanguage) {
  return TEXTS[language]
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

export const STYLE = `
*{box-sizing:border-box}
body{margin:0;padding:0 .5rem;font:16px/1.5 system-ui,sans-serif;background:#f4f4f4;color:#1a1a1a}
main{max-width:32rem;margin:1rem auto;background:#fff;padding:1.5rem;border-radius:8px;border:1px solid #ccc}
h1{font-size:1.5rem;margin:0 0 .5rem}
.note{background:#fff4ce;border:1px solid #8a6d00;padding:.5rem .75rem;border-radius:4px}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{font-weight:600}dd{margin:0}
fieldset{border:1px solid #999;border-radius:4px;margin:1rem 0;padding:.5rem 1rem}
legend{font-weight:600;padding:0 .25rem}
.option{display:grid;grid-template-columns:auto 1fr;gap:0 .75rem;align-items:start;padding:.5rem 0}
.option label{cursor:pointer}
input[type=radio]{flex:none;width:1.25rem;height:1.25rem;margin-top:.15rem}
.hint{grid-column:2;color:#444;font-size:.9rem}
button,a.button{display:inline-block;font:inherit;font-weight:600;background:#0b5394;color:#fff;border:0;border-radius:4px;padding:.75rem 1.25rem;cursor:pointer;text-decoration:none}
button:focus-visible,a:focus-visible,input:focus-visible{outline:3px solid #e69500;outline-offset:2px}
.error{color:#a00000;font-weight:600}
`

function layout(language: ShopLanguage, body: string): string {
  const t = TEXTS[language]
  return `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(t.title)}</title><style>${STYLE}</style></head>
<body><main>
<h1>${escapeHtml(t.title)}</h1>
<p class="note">${escapeHtml(t.intro)}</p>
${body}
</main></body></html>`
}

export interface CheckoutPageModel {
  language: ShopLanguage
  orderNumber: string
  amount: string
  currency: string
  methodTitle: string
  issuerName?: string
  outcomes: readonly TestOutcome[]
  /** set when the form was posted without a valid choice */
  showChooseError?: boolean
}

export function renderCheckoutPage(m: CheckoutPageModel): string {
  const t = TEXTS[m.language]
  const locale = m.language === 'de' ? 'de-DE' : 'nl-NL'
  const radios = m.outcomes
    .map((outcome, i) => {
      const [label = outcome, hint = ''] = t.outcomes[outcome]
      // the label is the accessible name (just the outcome); the hint is its description
      return `<div class="option"><input type="radio" id="outcome-${outcome}" name="status" value="${outcome}"${i === 0 ? ' checked' : ''} required aria-describedby="hint-${outcome}">
<label for="outcome-${outcome}">${escapeHtml(label)}</label>
<span class="hint" id="hint-${outcome}">${escapeHtml(hint)}</span></div>`
    })
    .join('\n')
  const error = m.showChooseError ? `<p class="error" role="alert">${escapeHtml(t.chooseOne)}</p>` : ''
  return layout(
    m.language,
    `<dl>
<dt>${escapeHtml(t.order)}</dt><dd>${escapeHtml(m.orderNumber)}</dd>
<dt>${escapeHtml(t.amount)}</dt><dd>${escapeHtml(formatPrice(m.amount, locale, m.currency))}</dd>
<dt>${escapeHtml(t.method)}</dt><dd>${escapeHtml(m.methodTitle)}</dd>
${m.issuerName ? `<dt>${escapeHtml(t.bank)}</dt><dd>${escapeHtml(m.issuerName)}</dd>` : ''}
</dl>
${error}
<form method="post">
<fieldset><legend>${escapeHtml(t.legend)}</legend>
${radios}
</fieldset>
<input type="hidden" name="lang" value="${m.language}">
<button type="submit">${escapeHtml(t.submit)}</button>
</form>`,
  )
}

/** A payment that is final already: show it and offer the way back. */
export function renderDonePage(language: ShopLanguage, status: string, returnUrl: string): string {
  const t = TEXTS[language]
  const label = (t.outcomes as Record<string, readonly string[]>)[status]?.[0] ?? status
  return layout(
    language,
    `<p>${escapeHtml(t.done.replace('{status}', label))}</p>
<p><a class="button" href="${escapeHtml(returnUrl)}">${escapeHtml(t.back)}</a></p>`,
  )
}

export function renderMessagePage(language: ShopLanguage, message: 'notFound' | 'notTest'): string {
  return layout(language, `<p role="alert">${escapeHtml(TEXTS[language][message])}</p>`)
}

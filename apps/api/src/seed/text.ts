/** Text helpers of the generator: slugs, EAN-13 codes and template filling. */

const GERMAN_FOLDS: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss', Ä: 'ae', Ö: 'oe', Ü: 'ue' }

/** URL key from a name: lower case, ASCII, words joined by hyphens ('Fahrräder' -> 'fahrraeder'). */
export function slugify(text: string, and = 'en'): string {
  return text
    .replace(/[äöüßÄÖÜ]/g, (c) => GERMAN_FOLDS[c] ?? c)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/&/g, ` ${and} `)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** The EAN-13 check digit for the first 12 digits. */
export function eanCheckDigit(first12: string): number {
  let sum = 0
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3)
  return (10 - (sum % 10)) % 10
}

export function isValidEan13(code: string): boolean {
  return /^\d{13}$/.test(code) && eanCheckDigit(code.slice(0, 12)) === Number(code[12])
}

/**
 * A unique EAN-13 for a product id: GS1 prefix 87 (Netherlands) + a bijective scramble of the id
 * (7919 is coprime with 10^10, so different ids never share a code) + check digit.
 */
export function eanForId(id: number): string {
  const body = (BigInt(id) * 7919n + 1_234_567n) % 10_000_000_000n
  const first12 = '87' + body.toString().padStart(10, '0')
  return first12 + String(eanCheckDigit(first12))
}

/** Fills `{name}` placeholders; unknown keys stay as they are. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole)
}

/** HTML-escapes text placed inside generated markup. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

/**
 * Validation texts of spec 001 §5 with the rules they belong to. The API answers with the English
 * text (prefixed with the field it names); the storefront shows its own Dutch or German text for
 * the same rule, so both sides decide alike.
 */

export const VALIDATION_TEXTS = {
  required: 'Field is required.',
  greaterThanZero: 'Must be greater than 0',
  onlyAvailable: 'Only {maxQuantity} products of this type are available!',
  higherThanAvailable: 'Quantity is higher than available.',
  alphabetOnly: 'Accepts only alphabet characters.',
} as const

export type ValidationText = keyof typeof VALIDATION_TEXTS

/**
 * A person's name: letters of any script (with their accents), and between them spaces, hyphens,
 * apostrophes and dots ("d'Artagnan", "Jan-Willem", "J. de Vries", "Müller-Lüdenscheidt").
 * Digits and markup characters are refused. It must start with a letter; the empty value is left
 * to the required rule.
 */
const NAME = /^\p{L}[\p{L}\p{M} '’.-]*$/u

export function isAlphabetName(value: string): boolean {
  const trimmed = value.trim()
  return trimmed === '' || NAME.test(trimmed.normalize('NFC'))
}

export type QuantityProblem = { text: 'greaterThanZero' } | { text: 'onlyAvailable'; maxQuantity: number }

/**
 * The quantity a shopper typed for a product: 0, negative or not a number is "Must be greater
 * than 0"; more than `maxQuantity` (what the shop can sell of it, when known) is "Only
 * {maxQuantity} products of this type are available!".
 */
export function quantityProblem(qty: number, maxQuantity: number | null | undefined): QuantityProblem | null {
  if (!Number.isFinite(qty) || qty <= 0) return { text: 'greaterThanZero' }
  if (typeof maxQuantity === 'number' && Number.isFinite(maxQuantity) && qty > maxQuantity)
    return { text: 'onlyAvailable', maxQuantity: Math.max(0, Math.trunc(maxQuantity)) }
  return null
}

/** The English text of a rule with its values filled in, for API answers. */
export function validationText(text: ValidationText, values: Record<string, number> = {}): string {
  return VALIDATION_TEXTS[text].replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  )
}

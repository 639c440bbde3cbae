/**
 * EAN codes read by the barcode scanner (issue 19, spec 001 §2 "/my-account/scan-barcode"): a code
 * is looked up only when its check digit is right, so a misread never costs a catalogue search and
 * never finds the wrong product. EAN-13 and EAN-8 share the GS1 rule: from the right, the digits
 * before the check digit weigh 3, 1, 3, 1, ...; the check digit makes the sum a multiple of 10.
 */

/** The GS1 check digit for the digits before it (EAN-8: 7 digits, EAN-13: 12). */
export function gs1CheckDigit(digits: string): number {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    const digit = digits.charCodeAt(digits.length - 1 - i) - 48
    sum += digit * (i % 2 === 0 ? 3 : 1)
  }
  return (10 - (sum % 10)) % 10
}

/** A well-formed EAN-13: thirteen digits with the right check digit. */
export function isValidEan13(code: string): boolean {
  return /^\d{13}$/.test(code) && gs1CheckDigit(code.slice(0, 12)) === Number(code[12])
}

/** A well-formed EAN-8. */
export function isValidEan8(code: string): boolean {
  return /^\d{8}$/.test(code) && gs1CheckDigit(code.slice(0, 7)) === Number(code[7])
}

/**
 * What a shopper typed or a decoder read, as an EAN to look up: spaces and dashes removed (codes are
 * printed in groups, "8 700022 719561"); null when it is not a valid EAN-13 or EAN-8.
 */
export function normalizeEan(input: string): string | null {
  const code = input.replace(/[\s-]/g, '')
  return isValidEan13(code) || isValidEan8(code) ? code : null
}

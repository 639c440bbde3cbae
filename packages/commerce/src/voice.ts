/**
 * The shop's one form of address per language (decision 0100): Dutch says "je/jouw" (never the
 * formal "u/uw"), German says "Sie/Ihr" (never "du/dein"). voiceProblems() lists the words of a
 * text that use the other form, so a test can walk every catalogue and mail text.
 */

export type VoiceLanguage = 'nl' | 'de'

// Dutch formal address. "U-slot" (a U-lock) is a product, not a pronoun: a hyphen after U is allowed.
const DUTCH_FORMAL = /(?<![\p{L}\p{N}-])(u|uw|uwe)(?![\p{L}\p{N}-])/giu

// German informal address: pronouns and the imperatives of "du" this shop's texts would use
// ("Bitte wähle ..."); the "Sie" forms are "wählen Sie", "geben Sie", ... Those imperatives are
// also the first person ("Ich stimme den AGB zu"), so a word right after "ich" is fine.
const GERMAN_INFORMAL_WORDS = [
  'du',
  'dich',
  'dir',
  'dein',
  'deine',
  'deinem',
  'deinen',
  'deiner',
  'deines',
  'euch',
  'euer',
  'eure',
  'gib',
  'wähle',
  'prüfe',
  'warte',
  'versuche',
  'entdecke',
  'lege',
  'fordere',
  'lösche',
  'stimme',
  'melde',
  'schau',
  'nutze',
  'klicke',
  'kontaktiere',
]
const GERMAN_INFORMAL = new RegExp(
  `(?<![\\p{L}\\p{N}-])(?<!\\bich\\s+)(${GERMAN_INFORMAL_WORDS.join('|')})(?![\\p{L}\\p{N}-])`,
  'giu',
)

/** ICU placeholders ({name}, {count, plural, ...}) hold no wording of their own. */
function withoutPlaceholders(text: string): string {
  return text.replace(/\{\s*\w+\s*\}/g, ' ')
}

/** The words of `text` in the wrong form of address for `language` (empty when it is right). */
export function voiceProblems(text: string, language: VoiceLanguage): string[] {
  const pattern = language === 'nl' ? DUTCH_FORMAL : GERMAN_INFORMAL
  return [...withoutPlaceholders(text).matchAll(pattern)].map((m) => m[0])
}

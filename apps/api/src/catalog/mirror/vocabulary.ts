/**
 * Words numbered per store view (lexemes, facet tokens): rows hold the numbers, each text is kept
 * once. Append-only: a number never changes meaning, so rows and postings can refer to it freely.
 */
export class Vocabulary {
  private readonly ids = new Map<string, number>()
  readonly words: string[] = []

  /** the word's number, adding the word when it is new */
  id(word: string): number {
    let id = this.ids.get(word)
    if (id === undefined) {
      id = this.words.push(word) - 1
      this.ids.set(word, id)
    }
    return id
  }

  /** the word's number, or undefined when no row ever had it */
  find(word: string): number | undefined {
    return this.ids.get(word)
  }
}

/** The vocabularies of one store view. */
export interface StoreVocabulary {
  lexemes: Vocabulary
  tokens: Vocabulary
}

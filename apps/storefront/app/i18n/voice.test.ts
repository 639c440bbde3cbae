import { describe, expect, it } from 'vitest'
import { voiceProblems } from '@shop/commerce'
import { messageCatalogues } from './catalogues.ts'

/** Decision 0100: the shop says "je" in Dutch and "Sie" in German, in every text. */
describe('one form of address per language', () => {
  for (const language of ['nl', 'de'] as const) {
    it(`every ${language} catalogue text uses the ${language === 'nl' ? '"je"' : '"Sie"'} form`, () => {
      const wrong = Object.entries(messageCatalogues[language])
        .map(([key, text]) => ({ key, words: voiceProblems(text, language) }))
        .filter((entry) => entry.words.length > 0)
      expect(wrong).toEqual([])
    })
  }
})

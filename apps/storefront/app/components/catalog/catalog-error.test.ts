import { describe, expect, it } from 'vitest'
import { createTranslator } from '../../i18n/translate.ts'
import { translateCatalogError } from './catalog-error.tsx'

describe('translateCatalogError', () => {
  const nl = createTranslator('nl')
  const de = createTranslator('de')

  it('translates the spec messages and keeps the status number', () => {
    expect(translateCatalogError('Product query returned empty result product status = 2', nl)).toBe(
      'Dit product is niet (meer) beschikbaar (status 2).',
    )
    expect(translateCatalogError('Product query returned empty result product status = 3', de)).toBe(
      'Dieses Produkt ist nicht (mehr) verfügbar (Status 3).',
    )
    expect(translateCatalogError('Category query returned empty result (slug: x)', nl)).toBe(
      'Deze categorie bestaat niet (meer).',
    )
  })

  it('leaves other texts alone', () => {
    expect(translateCatalogError('Something else', nl)).toBe('Something else')
  })
})

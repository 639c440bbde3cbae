import { describe, expect, it } from 'vitest'
import { IntlMessageFormat } from 'intl-messageformat'
import { createTranslator, provideCatalogue } from './translate.ts'
import { messageCatalogues } from './catalogues.ts'

const { nl, de } = messageCatalogues

describe('message catalogues', () => {
  it('have the same keys in Dutch and German', () => {
    expect(Object.keys(de).sort()).toEqual(Object.keys(nl).sort())
  })

  it('have no empty texts', () => {
    for (const [language, catalogue] of Object.entries(messageCatalogues))
      for (const [key, text] of Object.entries(catalogue))
        expect(text.trim(), `${language} ${key}`).not.toBe('')
  })

  it('are valid ICU messages with the same placeholders in both languages', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort()
    for (const key of Object.keys(nl) as (keyof typeof nl)[]) {
      expect(() => new IntlMessageFormat(nl[key], 'nl-NL'), `nl ${key}`).not.toThrow()
      expect(() => new IntlMessageFormat(de[key], 'de-DE'), `de ${key}`).not.toThrow()
      expect(placeholders(de[key]), key).toEqual(placeholders(nl[key]))
    }
  })
})

describe('createTranslator', () => {
  it('fills values and plural forms per language', () => {
    expect(createTranslator('nl')('catalog.products', { count: 1 })).toBe('1 product')
    expect(createTranslator('de')('catalog.products', { count: 3 })).toBe('3 Produkte')
    expect(createTranslator('nl')('nav.submenu', { name: 'Fietsen' })).toBe('Submenu Fietsen')
  })

  it('has the tab-error texts of the spec in both languages', () => {
    expect(createTranslator('nl')('tabError.text')).toBe(
      'Je kunt de winkel niet in twee tabbladen tegelijk openen.',
    )
    expect(createTranslator('de')('tabError.text')).toBe(
      'Sie können den Shop nicht in zwei Tabs gleichzeitig öffnen.',
    )
  })
})

describe('a page catalogue (what the browser receives)', () => {
  it('holds plain texts as their text and messages with values as syntax trees', async () => {
    const { pageCatalogue } = await import('./page-catalogue.server.ts')
    const page = pageCatalogue('de')
    expect(page['tabError.text']).toBe(de['tabError.text'])
    expect(Array.isArray(page['catalog.products'])).toBe(true)
    provideCatalogue('de', page)
    const t = createTranslator('de')
    expect(t('catalog.products', { count: 1 })).toBe('1 Produkt')
    expect(t('nav.submenu', { name: 'Fahrräder' })).toBe('Untermenü Fahrräder')
  })
})

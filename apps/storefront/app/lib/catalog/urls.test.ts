import { describe, expect, it } from 'vitest'
import { categoryPathFor, imageSrcSet, imageUrl, productPath, searchPath } from './urls.ts'
import { storeFromPath } from '../store-view.ts'

const NL = storeFromPath('/')
const DE = storeFromPath('/de/c/fahrraeder')

describe('catalogue links', () => {
  it('builds product paths with the parent sku, slug and optional child', () => {
    expect(productPath({ sku: 'GZ-C7', slug: 'gazelle-c7' }, NL)).toBe('/p/GZ-C7/gazelle-c7')
    expect(productPath({ sku: 'GZ-C7', slug: 'gazelle-c7' }, NL, 'GZ-C7-49')).toBe(
      '/p/GZ-C7/gazelle-c7/GZ-C7-49',
    )
    expect(productPath({ sku: 'A/B', url_key: 'a-b' }, DE)).toBe('/de/p/A%2FB/a-b')
  })

  it('builds category and search paths in the store view', () => {
    expect(categoryPathFor('fahrraeder', DE)).toBe('/de/c/fahrraeder')
    expect(searchPath(' gazelle orange ', NL)).toBe('/search-results/gazelle%20orange')
  })

  it('builds image URLs with a placeholder for none', () => {
    expect(imageUrl('/catalog/bikes/a.jpg', 550)).toBe('/img/550/550/resize/catalog/bikes/a.jpg')
    expect(imageUrl('catalog/a.jpg', 150)).toBe('/img/150/150/resize/catalog/a.jpg')
    expect(imageUrl('no_selection', 744)).toBe('/img/744/744/resize/placeholder')
    expect(imageUrl(undefined, 744)).toBe('/img/744/744/resize/placeholder')
    expect(imageSrcSet('/a.jpg', [300, 550])).toBe(
      '/img/300/300/resize/a.jpg 300w, /img/550/550/resize/a.jpg 550w',
    )
  })
})

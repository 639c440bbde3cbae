import { optionId } from '../attributes.ts'
import type { PictogramKey } from '../images/pictograms.ts'
import type { ImageGroup } from '../images/registry.ts'
import { addProduct, type AddedProduct, type Names, type ProductSpec } from './builder.ts'
import type { SeedContext } from './context.ts'

/** A hand-written simple product of the fixed set (grouped members, bundle selections, examples). */

export interface Simple {
  sku: string
  name: Names
  about: Names
  euros: number
  brand: string
  category: number
  image: [ImageGroup, PictogramKey, string]
  kg?: number
  extra?: Partial<ProductSpec>
}

export function simple(ctx: SeedContext, s: Simple): AddedProduct {
  const [group, key, colour] = s.image
  return addProduct(ctx, {
    sku: ctx.uniqueSku(s.sku),
    type: 'simple',
    name: s.name,
    description: { nl: `<p>${s.about.nl}</p>`, de: `<p>${s.about.de}</p>` },
    shortDescription: { nl: lead(s.about.nl), de: lead(s.about.de) },
    inclCents: Math.round(s.euros * 100),
    brand: s.brand,
    weight: s.kg ?? 0.2,
    attributes: { merk: optionId('merk', s.brand) },
    categories: [s.category],
    images: [ctx.images.pictogram(group, key, colour)],
    special: null,
    tier: false,
    ...s.extra,
  })
}

/** the first sentence of a text, as a paragraph */
export const lead = (text: string) => `<p>${text.split('. ')[0]!.replace(/\.$/, '')}.</p>`

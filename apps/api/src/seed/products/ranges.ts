import { attributeId, CLOTHING_SIZES, optionDef, optionId } from '../attributes.ts'
import { shopPriceCents } from '../prices.ts'
import { CAT } from '../categories.ts'
import {
  addConfigurable,
  addProduct,
  brandCode,
  type AddedProduct,
  type Names,
  type VariantSpec,
} from './builder.ts'
import type { SeedContext } from './context.ts'
import { addCustomOptions } from './custom-options.ts'
import type { ItemDef, RangeDef, SizeDef } from './range-types.ts'

/** Parts and accessories: one product per call from a category range (brand, item, size, colour). */

export interface RangeItemOptions {
  brand?: string
  item?: string
  colour?: string
  status?: number
}

const GIFT_WRAP_CATEGORIES = new Set<number>([CAT.bells, CAT.saddles, CAT.bags, CAT.locks])

export function pickRange(ctx: SeedContext, ranges: readonly RangeDef[]): RangeDef {
  return ctx.rng.weighted(ranges.map((r) => [r, r.weight] as const))
}

function weightText(kg: number): Names {
  const text = kg < 1 ? `${Math.round(kg * 1000)} g` : `${kg.toFixed(1).replace('.', ',')} kg`
  return { nl: text, de: text }
}

function texts(
  range: RangeDef,
  brand: string,
  size: SizeDef | undefined,
  colour: Names | undefined,
  kg: number,
  tipIndex: number,
) {
  const tip = range.tips[tipIndex % range.tips.length]!
  const other = range.tips[(tipIndex + 1) % range.tips.length]!
  const w = weightText(kg)
  return {
    description: {
      nl: `<p>${range.about.nl}</p><p>${tip.nl} ${other.nl}</p><ul><li>Merk: ${brand}</li>${size ? `<li>Uitvoering: ${size.nl}</li>` : ''}${colour ? `<li>Kleur: ${colour.nl}</li>` : ''}<li>Gewicht: ${w.nl}</li></ul>`,
      de: `<p>${range.about.de}</p><p>${tip.de} ${other.de}</p><ul><li>Marke: ${brand}</li>${size ? `<li>Ausführung: ${size.de}</li>` : ''}${colour ? `<li>Farbe: ${colour.de}</li>` : ''}<li>Gewicht: ${w.de}</li></ul>`,
    },
    shortDescription: { nl: `<p>${tip.nl}</p>`, de: `<p>${tip.de}</p>` },
  }
}

/** The ranges whose products go with a bicycle (products/bikes.ts related products). */
const RELATED_POOLS = new Map<number, string>([
  [CAT.locks, 'locks'],
  [CAT.lighting, 'lighting'],
  [CAT.bags, 'bags'],
  [CAT.helmets, 'helmets'],
  [CAT.bells, 'bells'],
])

export function addRangeItem(
  ctx: SeedContext,
  range: RangeDef,
  options: RangeItemOptions = {},
): AddedProduct {
  const { rng } = ctx
  const items = options.item ? range.items.filter((i) => i.nl === options.item) : range.items
  const item: ItemDef = rng.pick(items.length > 0 ? items : range.items)
  const brands = item.brands ?? range.brands.filter((b) => !range.brandCategories?.[b])
  const brand = options.brand && brands.includes(options.brand) ? options.brand : rng.pick(brands)
  const size = item.sizes ? rng.pick(item.sizes) : undefined
  const colourNl = options.colour ?? (rng.chance(0.5) ? range.colours[0]! : rng.pick(range.colours))
  const colourDef = optionDef('kleur', colourNl)
  const colour = range.colourAttr && !item.configurable ? { nl: colourNl, de: colourDef.de! } : undefined
  const name = {
    nl: [brand, item.nl, size?.nl, colour?.nl].filter(Boolean).join(' '),
    de: [brand, item.de, size?.de, colour?.de].filter(Boolean).join(' '),
  }
  const sku = ctx.uniqueSku(
    [brandCode(brand), ctx.articleNumber(), colour ? colourDef.code : ''].filter(Boolean).join('-'),
  )
  const inclCents = shopPriceCents(rng, item.price[0], item.price[1])
  const kg = Math.round((item.kg[0] + rng.next() * (item.kg[1] - item.kg[0])) * 1000) / 1000
  const attributes: Record<string, number | string> = { merk: optionId('merk', brand) }
  if (colour) attributes.kleur = optionId('kleur', colourNl)
  for (const [code, label] of Object.entries(size?.attrs ?? {})) attributes[code] = optionId(code, label)
  const categories = [range.category]
  const brandCategory = range.brandCategories?.[brand]
  if (brandCategory) categories.push(brandCategory)
  const main = ctx.images.pictogram(range.group, range.pictogram, colourNl)
  // the second gallery image is a close-up in the range's main colour (shared by the whole range)
  const images = rng.chance(0.35)
    ? [main, ctx.images.pictogram(range.group, range.pictogram, range.colours[0]!, true)]
    : [main]
  const base = {
    sku,
    name,
    ...texts(range, brand, size, colour, kg, rng.int(0, 9)),
    inclCents,
    taxClassId: range.taxClass,
    brand,
    weight: kg,
    attributes,
    categories,
    images,
    status: options.status,
  }

  let added: AddedProduct
  if (item.configurable) {
    // helmets and clothing: hidden children per size (and for helmets per colour)
    const colours =
      range.category === CAT.helmets && rng.chance(0.5) ? rng.sample(range.colours, 2) : [colourNl]
    if (colours.length === 1) attributes.kleur = optionId('kleur', colourNl)
    const sizes = rng.chance(0.5) ? CLOTHING_SIZES.slice(0, 3) : CLOTHING_SIZES.slice(1)
    const variants: VariantSpec[] = []
    for (const c of colours) {
      const cd = optionDef('kleur', c)
      const image = ctx.images.pictogram(range.group, range.pictogram, c)
      for (const s of sizes) {
        variants.push({
          suffix: colours.length > 1 ? `${cd.code}-${s}` : s,
          label: colours.length > 1 ? { nl: `${c} ${s}`, de: `${cd.de} ${s}` } : { nl: s, de: s },
          attributes:
            colours.length > 1
              ? { kleur: optionId('kleur', c), maat: optionId('maat', s) }
              : { maat: optionId('maat', s) },
          images: [image],
        })
      }
    }
    const configAttrs =
      colours.length > 1 ? [attributeId('kleur'), attributeId('maat')] : [attributeId('maat')]
    const images = colours.map((c) => ctx.images.pictogram(range.group, range.pictogram, c))
    added = addConfigurable(ctx, { ...base, images, maxQty: 25 }, variants, configAttrs)
  } else {
    added = addProduct(ctx, { ...base, type: 'simple', maxQty: 250 })
    if (GIFT_WRAP_CATEGORIES.has(range.category) && rng.chance(0.03))
      addCustomOptions(ctx, added.id, ['giftwrap'])
  }
  const pool = RELATED_POOLS.get(range.category)
  if (pool && options.status !== 2)
    ctx.addRelated(pool === 'helmets' && item.nl === 'Kinderhelm' ? 'kids-helmets' : pool, added.id)
  return added
}

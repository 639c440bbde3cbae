import { attributeId, FRAME_SIZES, optionDef, optionId } from '../attributes.ts'
import { CAT } from '../categories.ts'
import type { BikeShape, FrameStyle } from '../images/bike-drawing.ts'
import { shopPriceCents } from '../prices.ts'
import { slugify } from '../text.ts'
import { BIKE_TYPES, WHEELS_KIDS, WHEELS_MTB, type BikeTypeDef } from './bike-data.ts'
import { bikeTexts } from './bike-text.ts'
import { addConfigurable, addProduct, brandCode, type AddedProduct, type VariantSpec } from './builder.ts'
import type { SeedContext } from './context.ts'

/** Bicycles: mostly configurable by colour and frame size (kids' bikes by wheel size), a few simple. */

const GENDERS = ['Dames', 'Heren', 'Unisex'] as const
const BRAND_MARKS = new Set(['Granville', 'Urban Arrow'])
/** house colours of the brands with their own category tree (and their own images) */
const BRAND_COLOURS: Record<string, readonly string[]> = {
  Granville: ['Groen', 'Zwart', 'Antraciet', 'Beige'],
  'Urban Arrow': ['Zwart', 'Antraciet', 'Groen'],
}

/** Frames by gender (dames, heren, unisex) where a type comes in both; others keep their shape's. */
const FRAME_STYLES: Partial<Record<BikeShape, readonly (FrameStyle | undefined)[]>> = {
  city: ['low-step', 'diamond', undefined],
  ebike: ['low-step', 'diamond', undefined],
  hybrid: ['low-step', 'diamond', undefined],
}

/** Pools (context.ts related) a bike's related products come from, one product from each. */
const ADULT_RELATED = ['locks', 'lighting', 'bags', 'helmets'] as const
const KIDS_RELATED = ['kids-helmets', 'bells', 'locks'] as const

export interface BikeOptions {
  type?: string
  brand?: string
  configurable?: boolean
}

const upper = (text: string) => slugify(text).toUpperCase()

function pickType(ctx: SeedContext, wanted?: string): BikeTypeDef {
  const found = wanted ? BIKE_TYPES.find((t) => t.typefiets === wanted) : undefined
  return found ?? ctx.rng.weighted(BIKE_TYPES.map((t) => [t, t.weight] as const))
}

function contiguous<T>(ctx: SeedContext, items: readonly T[], min: number, max: number): T[] {
  const count = Math.min(items.length, ctx.rng.int(min, max))
  const start = ctx.rng.int(0, items.length - count)
  return items.slice(start, start + count)
}

export function addBike(ctx: SeedContext, options: BikeOptions = {}): AddedProduct {
  const { rng } = ctx
  const type = pickType(ctx, options.type)
  const models = options.brand ? type.models.filter(([brand]) => brand === options.brand) : type.models
  const [brand, model, variants] = rng.pick(models.length > 0 ? models : type.models)
  const variant = rng.pick(variants)
  const gender = rng.weighted([
    [0, 45],
    [1, 35],
    [2, 20],
  ] as const)
  const name = {
    nl: `${brand} ${model} ${variant} ${type.nouns.nl[gender]}`,
    de: `${brand} ${model} ${variant} ${type.nouns.de[gender]}`,
  }
  const sku = ctx.uniqueSku(`${brandCode(brand)}-${upper(model)}-${upper(variant)}`)
  const inclCents = shopPriceCents(rng, type.price[0], type.price[1])
  const kilos = Math.round((type.kilos[0] + rng.next() * (type.kilos[1] - type.kilos[0])) * 10) / 10
  const gears = rng.pick(type.gears)
  const brakes = rng.pick(type.brakes)
  const material = rng.pick(type.materials)
  const accu = type.electric ? rng.pick(['400 Wh', '500 Wh', '545 Wh', '625 Wh', '750 Wh']) : undefined
  const motor = type.electric
    ? rng.weighted([
        ['Middenmotor', 60],
        ['Voorwielmotor', 15],
        ['Achterwielmotor', 25],
      ] as const)
    : undefined
  const colourCount = rng.weighted([
    [1, 50],
    [2, 38],
    [3, 12],
  ] as const)
  // a bike configured by colour only needs two colours to be configurable
  const minColours = type.config === 'colour' && options.configurable ? 2 : 1
  const colours = rng.sample(BRAND_COLOURS[brand] ?? type.colours, Math.max(minColours, colourCount))
  const mark = BRAND_MARKS.has(brand) ? brand : undefined
  // the frame the name promises: dames low-step, heren a top tube (the shape's own for unisex)
  const frameStyle = FRAME_STYLES[type.shape]?.[gender]
  const image = (colour: string) => ctx.images.bike(type.shape, colour, mark, frameStyle)

  const attributes: Record<string, number | string> = {
    merk: optionId('merk', brand),
    typefiets: optionId('typefiets', type.typefiets),
    versnellingen: optionId('versnellingen', gears),
    framemateriaal: optionId('framemateriaal', material),
    remtype: optionId('remtype', brakes),
    framemodel: optionId('framemodel', GENDERS[gender]),
    gewicht: `${kilos.toFixed(1).replace('.', ',')} kg`,
  }
  if (accu) attributes.accu_capaciteit = optionId('accu_capaciteit', accu)
  if (motor) attributes.motor = optionId('motor', motor)

  const categories: number[] = [type.category]
  if (brand === 'Granville')
    categories.push(type.typefiets === 'E-bike' ? CAT.granvilleEBikes : CAT.granvilleCityBikes)
  if (brand === 'Urban Arrow') categories.push(CAT.urbanCargo)

  const texts = bikeTexts(rng, {
    name,
    brand,
    type,
    gears,
    brakes,
    material,
    wheel: type.wheel,
    kilos,
    accu,
    motor,
  })
  const base = {
    sku,
    name,
    description: texts.description,
    shortDescription: texts.shortDescription,
    inclCents,
    brand,
    weight: kilos,
    categories,
    maxQty: 12,
  }

  const frameSizes = type.typefiets === 'Kinderfiets' ? [] : contiguous(ctx, FRAME_SIZES, 3, 4)
  const simple =
    options.configurable === true ? false : options.configurable === false || rng.chance(type.simpleShare)
  let added: AddedProduct
  if (simple || (type.config === 'colour' && colours.length === 1)) {
    const colour = colours[0]!
    const extra: Record<string, number> = { kleur: optionId('kleur', colour) }
    if (type.config === 'wheel') extra.wielmaat = optionId('wielmaat', rng.pick(WHEELS_KIDS))
    else extra.wielmaat = optionId('wielmaat', type.wheel)
    if (type.config === 'frame') extra.maat = optionId('maat', rng.pick(frameSizes))
    added = addProduct(ctx, {
      ...base,
      type: 'simple',
      attributes: { ...attributes, ...extra },
      images: [image(colour)],
      tier: false,
      maxQty: 15,
    })
  } else {
    const byWheel = type.config === 'frame' && type.typefiets === 'Mountainbike' && rng.chance(0.3)
    const variantsOut: VariantSpec[] = []
    const configAttrs: number[] = []
    if (type.config === 'wheel') {
      const wheels = rng
        .sample(WHEELS_KIDS, rng.int(2, 3))
        .sort((a, b) => WHEELS_KIDS.indexOf(a) - WHEELS_KIDS.indexOf(b))
      configAttrs.push(attributeId('kleur'), attributeId('wielmaat'))
      for (const colour of colours) {
        // a bigger wheel is a bigger bike: each size up costs €20 more, so the price follows the choice
        wheels.forEach((wheel, step) =>
          variantsOut.push({
            ...variantOf(colour, 'wielmaat', wheel, image(colour)),
            inclCents: inclCents + step * 2000,
          }),
        )
      }
    } else if (byWheel) {
      configAttrs.push(attributeId('wielmaat'), attributeId('maat'))
      const colour = colours[0]!
      attributes.kleur = optionId('kleur', colour)
      for (const wheel of WHEELS_MTB) {
        for (const size of frameSizes) {
          const w = optionDef('wielmaat', wheel)
          const s = optionDef('maat', size)
          variantsOut.push({
            suffix: `${w.code}-${s.code}`,
            label: { nl: `${wheel} ${size}`, de: `${w.de} ${size}` },
            attributes: { wielmaat: optionId('wielmaat', wheel), maat: optionId('maat', size) },
            images: [image(colour)],
          })
        }
      }
    } else if (type.config === 'colour') {
      configAttrs.push(attributeId('kleur'))
      attributes.wielmaat = optionId('wielmaat', type.wheel)
      for (const colour of colours) {
        const c = optionDef('kleur', colour)
        variantsOut.push({
          suffix: c.code!,
          label: { nl: colour, de: c.de! },
          attributes: { kleur: optionId('kleur', colour) },
          images: [image(colour)],
        })
      }
    } else {
      configAttrs.push(attributeId('kleur'), attributeId('maat'))
      attributes.wielmaat = optionId('wielmaat', type.wheel)
      for (const colour of colours) {
        for (const size of frameSizes) variantsOut.push(variantOf(colour, 'maat', size, image(colour)))
      }
    }
    added = addConfigurable(
      ctx,
      { ...base, attributes, images: colours.map(image) },
      variantsOut,
      configAttrs,
    )
  }
  // related products that go with this bike: a lock, lights, a bag or helmet of the rider's
  // age, and another bike of the same range (never rain trousers or a kids' helmet for an e-bike)
  const kids = type.typefiets === 'Kinderfiets'
  const fitting = kids ? KIDS_RELATED : ADULT_RELATED
  const linked: number[] = []
  for (const pool of fitting) {
    const ids = ctx.related.get(pool) ?? []
    if (ids.length) linked.push(rng.pick(ids))
  }
  const sameRange = ctx.related.get(`bikes:${type.category}`) ?? []
  if (sameRange.length) linked.push(rng.pick(sameRange))
  linked.forEach((linkedProductId, position) => {
    ctx.batch.links.push({ productId: added.id, linkedProductId, linkType: 'related', position })
  })
  ctx.addRelated(`bikes:${type.category}`, added.id)
  return added
}

function variantOf(colour: string, sizeCode: 'maat' | 'wielmaat', size: string, image: string): VariantSpec {
  const c = optionDef('kleur', colour)
  const s = optionDef(sizeCode, size)
  return {
    suffix: `${c.code}-${s.code}`,
    label: { nl: `${colour} ${size}`, de: `${c.de} ${s.de}` },
    attributes: { kleur: optionId('kleur', colour), [sizeCode]: optionId(sizeCode, size) },
    images: [image],
  }
}

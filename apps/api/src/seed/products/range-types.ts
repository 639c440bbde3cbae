import type { PictogramKey } from '../images/pictograms.ts'
import type { ImageGroup } from '../images/registry.ts'
import type { Names } from './builder.ts'

/** The shape of the part and accessory ranges (one per leaf category). */

export interface SizeDef {
  nl: string
  de: string
  /** select attribute values by Dutch label, e.g. { wielmaat: '28 inch' } */
  attrs?: Record<string, string>
}

export interface ItemDef {
  nl: string
  de: string
  price: readonly [number, number]
  kg: readonly [number, number]
  /** only these brands make this item */
  brands?: readonly string[]
  sizes?: readonly SizeDef[]
  /** sold by clothing or helmet size: configurable with hidden children per size (and colour) */
  configurable?: boolean
}

export interface RangeDef {
  category: number
  /** extra categories (Urban accessories) for items of these brands */
  brandCategories?: Record<string, number>
  group: ImageGroup
  pictogram: PictogramKey
  /** colours (kleur labels) the products come in; the first is the most common */
  colours: readonly string[]
  /** set the kleur attribute (and tint the image) */
  colourAttr?: boolean
  brands: readonly string[]
  items: readonly ItemDef[]
  taxClass?: number
  /** share of this range within parts or accessories */
  weight: number
  about: Names
  tips: readonly Names[]
}

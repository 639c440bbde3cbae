import { describe, it, expect } from 'vitest'
import { MESSAGES } from './messages.ts'
import type { ConfigurableChild, VariantSettings } from './variant.ts'
import { selectVariant } from './variant.ts'

interface BikeChild extends ConfigurableChild {
  kleur: number
  maat: number
}

const child = (
  sku: string,
  kleur: number,
  maat: number,
  price: number,
  extra: Partial<BikeChild> = {},
): BikeChild => ({
  sku,
  kleur,
  maat,
  status: 1,
  stock: { is_in_stock: true },
  price_incl_tax: price,
  ...extra,
})

const RED_49 = child('GZ-RED-49', 49, 169, 749)
const RED_53 = child('GZ-RED-53', 49, 170, 759)
const BLUE_49 = child('GZ-BLUE-49', 50, 169, 739)
const BLUE_53_OUT = child('GZ-BLUE-53', 50, 170, 729, { stock: { is_in_stock: false } })
const GREEN_49_DISABLED = child('GZ-GREEN-49', 51, 169, 699, { status: 2 })

const product = { configurable_children: [RED_49, RED_53, BLUE_49, BLUE_53_OUT, GREEN_49_DISABLED] }

const STRICT: VariantSettings = { listOutOfStock: false, fallbackToFirstAvailable: false }
const FALLBACK: VariantSettings = { listOutOfStock: false, fallbackToFirstAvailable: true }

describe('selectVariant', () => {
  it('picks the child matching all selected attributes', () => {
    expect(selectVariant(product, { selected: { kleur: 49, maat: 170 } }, STRICT)).toEqual({
      ok: true,
      child: RED_53,
    })
  })

  it('compares values as text and accepts selected-configuration entries and lists', () => {
    expect(selectVariant(product, { selected: { kleur: '50', maat: '169' } }, STRICT)).toEqual({
      ok: true,
      child: BLUE_49,
    })
    expect(
      selectVariant(product, { selected: { kleur: { id: '49' }, maat: [{ id: 170 }, { id: 171 }] } }, STRICT),
    ).toEqual({ ok: true, child: RED_53 })
  })

  it('lets the chosen sku win over the attributes', () => {
    expect(selectVariant(product, { selected: { kleur: 50 }, childSku: 'GZ-RED-53' }, STRICT)).toEqual({
      ok: true,
      child: RED_53,
    })
  })

  it('ignores a chosen sku that is unavailable or unknown', () => {
    expect(selectVariant(product, { selected: { kleur: 49 }, childSku: 'GZ-GREEN-49' }, STRICT)).toEqual({
      ok: true,
      child: RED_49,
    })
    expect(selectVariant(product, { selected: { kleur: 49 }, childSku: 'NOPE' }, STRICT)).toEqual({
      ok: true,
      child: RED_49,
    })
  })

  it('prefers the most matching child over a cheaper partial match', () => {
    // BLUE_49 (739) matches only maat; RED_49 (749) matches both
    expect(selectVariant(product, { selected: { kleur: 49, maat: 169 } }, STRICT)).toEqual({
      ok: true,
      child: RED_49,
    })
  })

  it('takes the lower price_incl_tax on a tie', () => {
    // RED_49 (749) and BLUE_49 (739) both match maat 169
    expect(selectVariant(product, { selected: { maat: 169 } }, STRICT)).toEqual({ ok: true, child: BLUE_49 })
    // partial matches on different attributes tie too: RED_53 (maat, 759) vs BLUE_49 (kleur, 739)
    expect(selectVariant(product, { selected: { kleur: 50, maat: 170 } }, STRICT)).toEqual({
      ok: true,
      child: BLUE_49,
    })
  })

  it('still matches when an attribute no child has is selected', () => {
    expect(selectVariant(product, { selected: { kleur: 49, maat: 169, frame: 3 } }, STRICT)).toEqual({
      ok: true,
      child: RED_49,
    })
  })

  it('keeps the earlier child on an equal price and places children without a price last', () => {
    const a = child('A', 1, 1, 100)
    const b = child('B', 1, 2, 100)
    const noPrice = child('C', 1, 3, 0, { price_incl_tax: null })
    expect(
      selectVariant({ configurable_children: [noPrice, a, b] }, { selected: { kleur: 1 } }, STRICT),
    ).toEqual({
      ok: true,
      child: a,
    })
  })

  it('ignores the price attribute', () => {
    expect(selectVariant(product, { selected: { price: 739 } }, STRICT)).toEqual({
      ok: false,
      error: MESSAGES.noSuchConfiguration,
    })
    expect(selectVariant(product, { selected: { price: 739, kleur: 49 } }, STRICT)).toEqual({
      ok: true,
      child: RED_49,
    })
  })

  it('skips out-of-stock children unless they are listed', () => {
    expect(selectVariant(product, { selected: { kleur: 50, maat: 170 } }, STRICT)).toEqual({
      ok: true,
      child: BLUE_49,
    })
    expect(
      selectVariant(product, { selected: { kleur: 50, maat: 170 } }, { ...STRICT, listOutOfStock: true }),
    ).toEqual({ ok: true, child: BLUE_53_OUT })
  })

  it('treats a child without stock data as available', () => {
    const noStock = child('X', 60, 1, 10, { stock: null })
    expect(selectVariant({ configurable_children: [noStock] }, { selected: { kleur: 60 } }, STRICT)).toEqual({
      ok: true,
      child: noStock,
    })
  })

  it('never selects a child with status 2 or higher, even when out-of-stock ones are listed', () => {
    const settings = { listOutOfStock: true, fallbackToFirstAvailable: false }
    expect(selectVariant(product, { selected: { kleur: 51 } }, settings)).toEqual({
      ok: false,
      error: MESSAGES.noSuchConfiguration,
    })
    expect(selectVariant(product, { childSku: 'GZ-GREEN-49' }, settings).ok).toBe(false)
  })

  it('falls back to the first available child when nothing matches and fallback is on', () => {
    expect(selectVariant(product, { selected: { kleur: 99 } }, FALLBACK)).toEqual({ ok: true, child: RED_49 })
    expect(selectVariant(product, {}, FALLBACK)).toEqual({ ok: true, child: RED_49 })
    const firstUnavailable = { configurable_children: [GREEN_49_DISABLED, BLUE_53_OUT, BLUE_49] }
    expect(selectVariant(firstUnavailable, { selected: null }, FALLBACK)).toEqual({
      ok: true,
      child: BLUE_49,
    })
  })

  it('fails with the spec message when nothing matches and fallback is off', () => {
    expect(selectVariant(product, { selected: { kleur: 99 } }, STRICT)).toEqual({
      ok: false,
      error: 'No such configuration for the product. Please do choose another combination of attributes.',
    })
    expect(selectVariant(product, { selected: { kleur: null, maat: '' } }, STRICT).ok).toBe(false)
  })

  it('fails when there are no available children at all', () => {
    expect(selectVariant({ configurable_children: [] }, { selected: { kleur: 49 } }, FALLBACK).ok).toBe(false)
    expect(selectVariant({}, {}, FALLBACK).ok).toBe(false)
    expect(selectVariant({ configurable_children: [GREEN_49_DISABLED] }, {}, FALLBACK).ok).toBe(false)
  })
})

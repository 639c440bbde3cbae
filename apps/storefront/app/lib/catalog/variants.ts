/**
 * Configurable products on the page: which child the URL means, and for every option value the
 * child its link leads to. Choosing happens with plain links (/p/{parent}/{slug}/{childSku}), so
 * it works before hydration; the choice rules are selectVariant's (spec 001 §5).
 */
import { selectVariant, type VariantSettings } from '@shop/commerce'
import type { ChildDoc, ConfigurableOptionDoc, ProductDoc } from './types.ts'

/** Out-of-stock children stay selectable: stock check is off in this shop (spec 000 §9). */
export const VARIANT_SETTINGS: VariantSettings = { listOutOfStock: true, fallbackToFirstAvailable: true }

export interface VariantValueView {
  id: number
  label: string
  selected: boolean
  /** the child this value leads to; null when no available child has it */
  childSku: string | null
}

export interface VariantOptionView {
  /** attribute id: the option_id of the cart line's configurable_item_options */
  attributeId: number
  code: string
  label: string
  values: VariantValueView[]
}

function options(product: ProductDoc): ConfigurableOptionDoc[] {
  return [...(product.configurable_options ?? [])].sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
}

function sameValue(child: ChildDoc, code: string, value: unknown): boolean {
  const own = child[code]
  return own !== undefined && own !== null && String(own) === String(value)
}

/** The option values of a child, as a selection for selectVariant. */
export function childSelection(
  product: ProductDoc,
  child: ChildDoc | null,
  except?: string,
): Record<string, string> {
  const selection: Record<string, string> = {}
  if (!child) return selection
  for (const option of options(product)) {
    const value = child[option.attribute_code]
    if (option.attribute_code !== except && value !== undefined && value !== null)
      selection[option.attribute_code] = String(value)
  }
  return selection
}

/** A selection from query parameters (?kleur=9301&maat=14203), as a no-JS form would send it. */
export function selectionFromQuery(product: ProductDoc, params: URLSearchParams): Record<string, string> {
  const selection: Record<string, string> = {}
  for (const option of options(product)) {
    const value = params.get(option.attribute_code)
    if (value && /^\d+$/.test(value)) selection[option.attribute_code] = value
  }
  return selection
}

/** The available child that has exactly all the selected values, if one exists. */
export function exactChild(product: ProductDoc, selection: Record<string, string>): ChildDoc | null {
  const codes = Object.keys(selection)
  if (!codes.length) return null
  const matching = (product.configurable_children ?? []).filter((child) =>
    codes.every((code) => sameValue(child, code, selection[code])),
  )
  const result = selectVariant({ configurable_children: matching }, { selected: selection }, VARIANT_SETTINGS)
  return result.ok ? result.child : null
}

export function variantOptions(product: ProductDoc, current: ChildDoc | null): VariantOptionView[] {
  const children = product.configurable_children ?? []
  return options(product).map((option) => {
    const code = option.attribute_code
    const others = childSelection(product, current, code)
    const values = option.values.flatMap((value): VariantValueView[] => {
      const label = (value.label || value.default_label || '').trim()
      if (!label) return [] // empty variant labels are dropped (spec 001 §5)
      // only children with this value may be the target, the rest of the choice is kept if it can be
      const withValue = children.filter((child) => sameValue(child, code, value.value_index))
      const target = selectVariant(
        { configurable_children: withValue },
        { selected: others },
        VARIANT_SETTINGS,
      )
      return [
        {
          id: value.value_index,
          label,
          selected: current !== null && sameValue(current, code, value.value_index),
          childSku: target.ok ? target.child.sku : null,
        },
      ]
    })
    return { attributeId: option.attribute_id, code, label: option.label, values }
  })
}

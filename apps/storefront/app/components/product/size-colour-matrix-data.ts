/**
 * The data of the size × colour matrix (issue 17 "quick ordering"), built on the server from the
 * configurable product's document: its size (maat) and colour (kleur) options and, per child, the
 * two values, whether it can be ordered and the stock. Only this travels to the browser, not the
 * children's full documents. Pure, so the rules are tested without a browser.
 */
import type { ChildDoc, ConfigurableOptionDoc, ProductDoc } from '../../lib/catalog/types.ts'

export const SIZE_CODE = 'maat'
export const COLOUR_CODE = 'kleur'

export interface MatrixValue {
  id: number
  label: string
}

export interface MatrixAxis {
  attributeId: number
  code: string
  label: string
  values: MatrixValue[]
}

export interface MatrixChild {
  sku: string
  size: number | null
  colour: number | null
  /** orderable: in stock (or sold without stock) and not disabled (status 2 and up, spec 001 §9) */
  available: boolean
  /** pieces in stock when the catalogue knows them */
  qty: number | null
}

export interface SizeColourMatrix {
  size: MatrixAxis | null
  colour: MatrixAxis | null
  children: MatrixChild[]
}

function axis(option: ConfigurableOptionDoc | undefined): MatrixAxis | null {
  if (!option) return null
  const values = option.values.flatMap((value) => {
    const label = (value.label || value.default_label || '').trim()
    return label ? [{ id: Number(value.value_index), label }] : []
  })
  return values.length
    ? { attributeId: option.attribute_id, code: option.attribute_code, label: option.label, values }
    : null
}

const valueOf = (child: ChildDoc, code: string | undefined): number | null => {
  if (!code) return null
  const raw = child[code]
  const n = Number(raw)
  return raw === undefined || raw === null || raw === '' || !Number.isFinite(n) ? null : n
}

/** Null for products without a size or colour option: they have no matrix. */
export function sizeColourMatrix(product: ProductDoc): SizeColourMatrix | null {
  if (product.type_id !== 'configurable') return null
  const options = product.configurable_options ?? []
  // the matrix has two axes at most: a third option would hide variants it cannot show
  if (!options.length || options.length > 2) return null
  const size = axis(options.find((o) => o.attribute_code === SIZE_CODE))
  const colour = axis(options.find((o) => o.attribute_code === COLOUR_CODE))
  if (!size && !colour) return null
  if (options.length === 2 && !(size && colour)) return null
  const children = (product.configurable_children ?? []).map((child) => {
    const qty = typeof child.stock?.qty === 'number' ? child.stock.qty : null
    return {
      sku: child.sku,
      size: valueOf(child, size?.code),
      colour: valueOf(child, colour?.code),
      available: child.stock?.is_in_stock !== false && !(Number(child.status ?? 1) >= 2),
      qty,
    }
  })
  // rows and columns no child has would be all "not available"
  const used = (found: MatrixAxis | null, key: 'size' | 'colour') =>
    found && { ...found, values: found.values.filter((v) => children.some((c) => c[key] === v.id)) }
  return { size: used(size, 'size'), colour: used(colour, 'colour'), children }
}

/** The child in a cell; null where the combination does not exist. */
export function cellChild(
  matrix: SizeColourMatrix,
  size: number | null,
  colour: number | null,
): MatrixChild | null {
  return (
    matrix.children.find(
      (child) =>
        (matrix.size ? child.size === size : true) && (matrix.colour ? child.colour === colour : true),
    ) ?? null
  )
}

/**
 * An axis in the order of the purchaser sizes/colors call (value_index, sort_order) where it
 * answered, else the product's own order; values the product's children do not have are left out.
 */
export function orderAxis(
  own: MatrixAxis,
  called: readonly { value_index: number; label?: string; sort_order?: number }[] | null,
): MatrixAxis {
  if (!called?.length) return own
  const rank = new Map(called.map((row, i) => [Number(row.value_index), row.sort_order ?? i]))
  const values = [...own.values].sort(
    (a, b) => (rank.get(a.id) ?? Number.MAX_SAFE_INTEGER) - (rank.get(b.id) ?? Number.MAX_SAFE_INTEGER),
  )
  return { ...own, values }
}

/** The cart lines of the filled-in cells: child sku, quantity and the two chosen option values. */
export function matrixLines(matrix: SizeColourMatrix, qty: Readonly<Record<string, string>>) {
  return matrix.children.flatMap((child) => {
    const n = Number((qty[child.sku] ?? '').trim())
    if (!child.available || !Number.isInteger(n) || n <= 0) return []
    const configurable_item_options = [
      ...(matrix.size && child.size !== null
        ? [{ option_id: String(matrix.size.attributeId), option_value: String(child.size) }]
        : []),
      ...(matrix.colour && child.colour !== null
        ? [{ option_id: String(matrix.colour.attributeId), option_value: String(child.colour) }]
        : []),
    ]
    return [
      { sku: child.sku, qty: n, product_option: { extension_attributes: { configurable_item_options } } },
    ]
  })
}

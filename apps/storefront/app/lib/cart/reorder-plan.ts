/**
 * Reorder (issue 5: /my-account/orders/{orderId} "with reorder"): which of an order's lines can go
 * into the cart again, as the catalogue offers them today. A line is no longer sellable when its
 * product (or, for a configurable line, the chosen child) is gone from the catalogue, disabled
 * (status 2 or above, spec 000 §4 / 001 §5) or has no price. Sellable lines go in with the order's
 * quantity and options; stock and price rules are the cart's own (add-validation.ts), so an
 * out-of-stock line is treated exactly as on the product page.
 */
import { shownPrice } from '@shop/commerce'
import type { ChildDoc, ProductDoc } from '../catalog/types.ts'
import { productPath } from '../catalog/urls.ts'
import { storeFromPath } from '../store-view.ts'
import type { OrderLine } from '../user/user-types.ts'
import { stockStatus } from './add-validation.ts'
import type { AddToCartProduct } from './cart-actions.ts'

export type ReorderProduct = Pick<
  ProductDoc,
  | 'sku'
  | 'name'
  | 'type_id'
  | 'status'
  | 'slug'
  | 'url_key'
  | 'image'
  | 'stock'
  | 'configurable_children'
  | 'price_incl_tax'
  | 'final_price_incl_tax'
  | 'original_price_incl_tax'
  | 'special_price_incl_tax'
>

export interface ReorderPlan {
  lines: AddToCartProduct[]
  /** lines that cannot be bought any more, as the order names them */
  unavailable: { sku: string; name: string }[]
  /** sellable lines that are out of stock now (the cart's rules decide whether they go in) */
  outOfStock: { sku: string; name: string }[]
}

/** The catalogue product an order line is looked up by: the configurable parent of a child line. */
export const lookupSku = (line: OrderLine): string => line.parent_sku || line.sku

const DISABLED = 2
const enabled = (status: number | undefined) => status === undefined || status < DISABLED

/** Option labels the order kept, for the cart line until the server's totals bring their own. */
function labelsOf(line: OrderLine): { label: string; value: string }[] {
  return (line.options ?? []).filter((o) => o.label && o.value)
}

export function planReorder(
  lines: readonly OrderLine[],
  products: ReadonlyMap<string, ReorderProduct>,
): ReorderPlan {
  const plan: ReorderPlan = { lines: [], unavailable: [], outOfStock: [] }
  for (const line of lines) {
    const qty = Math.trunc(Number(line.qty_ordered))
    if (!(qty > 0)) continue
    const product = products.get(lookupSku(line))
    const gone = () => plan.unavailable.push({ sku: line.sku, name: line.name })
    if (!product || !enabled(product.status)) {
      gone()
      continue
    }
    let child: ChildDoc | undefined
    if (line.parent_sku) {
      // a configurable line: the chosen child must still be one of the parent's children
      child =
        product.type_id === 'configurable'
          ? product.configurable_children?.find((c) => c.sku === line.sku)
          : undefined
      if (!child || !enabled(child.status)) {
        gone()
        continue
      }
    } else if (product.type_id === 'configurable') {
      // an order line is always a concrete product, never a parent without its child
      gone()
      continue
    }
    const source = child ?? product
    const price = shownPrice(source).amount ?? (child ? shownPrice(product).amount : null)
    if (price === null) {
      gone()
      continue
    }
    const stock = source.stock ?? null
    const name = child?.name ?? product.name
    if (stockStatus(stock) === 'out_of_stock') plan.outOfStock.push({ sku: line.sku, name })
    plan.lines.push({
      sku: line.sku,
      parentSku: child ? product.sku : undefined,
      name,
      qty,
      price_incl_tax: price,
      type_id: product.type_id,
      image: child?.image ?? product.image,
      path: productPath(product, storeFromPath('/'), child?.sku),
      stock,
      product_option: line.product_option,
      options: labelsOf(line),
    })
  }
  return plan
}

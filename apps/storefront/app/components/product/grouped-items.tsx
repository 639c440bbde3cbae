/**
 * The products a grouped product consists of, each with its price, stock and a quantity field.
 * The product's price is one of each (spec 001 §4, shown in the price box); the total below
 * follows the quantities the shopper types.
 */
import { shownPrice } from '@shop/commerce'
import {
  QTY_FIELD_CAP,
  qtyFieldMax,
  groupedOverStock,
  groupedQtyId,
  groupedQtyOf as qtyOf,
} from '../../lib/catalog/grouped-quantity.ts'
import type { GroupedItem } from '../../lib/catalog/product-view.ts'
import { imageUrl } from '../../lib/catalog/urls.ts'
import { useT } from '../../lib/store-context.tsx'
import { Amount, ProductPrice } from '../catalog/price.tsx'
import { StockStatus } from './stock-status.tsx'

export function groupedTotal(items: readonly GroupedItem[], qty: Readonly<Record<string, number>>): number {
  const cents = items.reduce((sum, item) => {
    const unit = shownPrice(item.prices).amount ?? 0
    return sum + Math.round(unit * 100) * qtyOf(item, qty)
  }, 0)
  return cents / 100
}

export interface GroupedItemsProps {
  items: readonly GroupedItem[]
  qty: Readonly<Record<string, number>>
  onQty: (sku: string, qty: number) => void
}

export function GroupedItems({ items, qty, onQty }: GroupedItemsProps) {
  const t = useT()
  if (!items.length) return <p>{t('catalog.product.groupedEmpty')}</p>
  return (
    <div className="grouped">
      <table className="grouped__table">
        <caption className="visually-hidden">{t('catalog.product.groupedCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('catalog.product.item')}</th>
            <th scope="col">{t('catalog.product.unitPrice')}</th>
            <th scope="col">{t('catalog.product.quantity')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => {
            const over = groupedOverStock([item], qty)
            const id = groupedQtyId(item.sku)
            return (
              <tr key={item.sku}>
                <th scope="row">
                  {/* the flex box inside the cell: a flex th is no table cell (its border and
                      width stop following the row) */}
                  <div className="grouped__name">
                    <img src={imageUrl(item.image, 150)} width={56} height={56} alt="" loading="lazy" />
                    <span>
                      {item.name}
                      <StockStatus availability={item.availability} />
                    </span>
                  </div>
                </th>
                <td>
                  <ProductPrice prices={item.prices} sku={item.sku} />
                </td>
                <td>
                  <label className="visually-hidden" htmlFor={id}>
                    {t('catalog.product.quantityFor', { name: item.name })}
                  </label>
                  <input
                    id={id}
                    className="qty-input"
                    type="number"
                    inputMode="numeric"
                    name={`qty[${item.sku}]`}
                    min={0}
                    max={qtyFieldMax(item.maxQuantity)}
                    value={qtyOf(item, qty)}
                    aria-invalid={over ? true : undefined}
                    aria-describedby={over ? `${id}-error` : undefined}
                    onChange={(event) =>
                      onQty(
                        item.sku,
                        Math.max(
                          0,
                          Math.min(QTY_FIELD_CAP, Math.trunc(Number(event.currentTarget.value) || 0)),
                        ),
                      )
                    }
                  />
                  {over && (
                    <p id={`${id}-error`} className="grouped__error" role="alert">
                      {t('cart.qty.onlyAvailable', { maxQuantity: over.maxQuantity })}
                    </p>
                  )}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
      <p className="grouped__total" aria-live="polite">
        {t('catalog.product.total')}: <Amount value={groupedTotal(items, qty)} />
      </p>
    </div>
  )
}

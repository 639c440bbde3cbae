/** Per cart line: a comment and, when the shopper chose dates per line, its earliest delivery date. */
import type { CartItem } from '../../lib/cart/cart-types.ts'
import { setLineDraft } from '../../lib/order-extras/draft-store.ts'
import type { PurchaseOrderDraft } from '../../lib/order-extras/draft.ts'
import { useT } from '../../lib/store-context.tsx'
import { ExtrasField } from './extras-field.tsx'

/** A sku as part of an element id: ids may not hold spaces. */
const idOf = (sku: string) => sku.replace(/[^\w-]/g, '_')

export function LineExtras({
  items,
  draft,
  errors,
  today,
}: {
  items: readonly CartItem[]
  draft: PurchaseOrderDraft
  errors: Readonly<Record<string, string>>
  today: string
}) {
  const t = useT()
  return (
    <fieldset className="order-extras__lines">
      <legend>{t('orderExtras.lines.title')}</legend>
      <ul>
        {items.map((item) => {
          const line = draft.lines[item.sku] ?? { comment: '', date: '' }
          const name = item.totals?.name ?? item.name
          return (
            <li key={item.sku} className="order-extras__line">
              <p className="order-extras__line-name">
                {item.qty} × {name} <small>({item.sku})</small>
              </p>
              <div className="address-fields">
                <ExtrasField
                  id={`line-comment-${idOf(item.sku)}`}
                  label={t('orderExtras.line.comment', { name })}
                  shortLabel={t('orderExtras.view.comment')}
                  value={line.comment}
                  error={errors[`comment:${item.sku}`]}
                  onChange={(comment) => setLineDraft(item.sku, { comment })}
                />
                {draft.dateMode === 'line' && (
                  <ExtrasField
                    id={`line-date-${idOf(item.sku)}`}
                    type="date"
                    min={today}
                    label={t('orderExtras.line.date', { name })}
                    shortLabel={t('orderExtras.line.dateShort')}
                    value={line.date}
                    error={errors[`date:${item.sku}`]}
                    onChange={(date) => setLineDraft(item.sku, { date })}
                  />
                )}
              </div>
            </li>
          )
        })}
      </ul>
    </fieldset>
  )
}

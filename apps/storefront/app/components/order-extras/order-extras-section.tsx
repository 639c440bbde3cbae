/**
 * The order extras of a trade customer at checkout (spec 001 §1, §3, §5): PO number, reference
 * (at most 15 characters, the limit shown as the shopper types), comment, the earliest delivery
 * date for the whole order or per line, the year-order flag and, only for an account with
 * dropshipment enabled, the dropshipment with its own delivery address. Everything typed goes to
 * the purchase-order draft (lib/order-extras/draft-store.ts) at once, so it survives leaving.
 */
import { REFERENCE_MAX_LENGTH } from '@shop/commerce'
import type { CartItem } from '../../lib/cart/cart-types.ts'
import { setDraft } from '../../lib/order-extras/draft-store.ts'
import { missingDropshipFields, type PurchaseOrderDraft } from '../../lib/order-extras/draft.ts'
import { useT } from '../../lib/store-context.tsx'
import { DropshipFields } from './dropship-fields.tsx'
import { ExtrasField } from './extras-field.tsx'
import { LineExtras } from './line-extras.tsx'

export function OrderExtrasSection({
  step,
  draft,
  items,
  dropEnabled,
  errors,
  today,
}: {
  step: number
  draft: PurchaseOrderDraft
  items: readonly CartItem[]
  dropEnabled: boolean
  /** problem texts by field (lib/order-extras/problem-text.ts problemField) */
  errors: Readonly<Record<string, string>>
  /** today in the shop's time zone: no delivery date before it */
  today: string
}) {
  const t = useT()
  const length = draft.reference.length
  const dropshipError = errors.dropship_address ?? errors.is_dropship
  return (
    <fieldset className="checkout__section order-extras">
      <legend>
        <h2>
          {step}. {t('orderExtras.title')}
        </h2>
      </legend>
      <p className="field__hint">{t('orderExtras.intro')}</p>
      <div className="address-fields">
        <ExtrasField
          id="extras-po"
          label={t('orderExtras.poNumber')}
          value={draft.po_number}
          hint={t('orderExtras.poHint')}
          error={errors.po_number}
          onChange={(po_number) => setDraft({ po_number })}
        />
        <ExtrasField
          id="extras-reference"
          label={t('orderExtras.reference')}
          value={draft.reference}
          error={errors.reference}
          hint={
            <span className={length > REFERENCE_MAX_LENGTH ? 'order-extras__over' : undefined}>
              {t('orderExtras.referenceHint', { max: REFERENCE_MAX_LENGTH, count: length })}
            </span>
          }
          onChange={(reference) => setDraft({ reference })}
        />
      </div>
      <ExtrasField
        id="extras-comment"
        label={t('orderExtras.comment')}
        value={draft.comment}
        error={errors.comment}
        multiline
        onChange={(comment) => setDraft({ comment })}
      />
      <fieldset className="checkout__methods">
        <legend>{t('orderExtras.date.title')}</legend>
        <label className="checkout__method">
          <input
            type="radio"
            name="extras-date-mode"
            checked={draft.dateMode === 'order'}
            onChange={() => setDraft({ dateMode: 'order' })}
          />
          <span>{t('orderExtras.date.modeOrder')}</span>
        </label>
        <label className="checkout__method">
          <input
            type="radio"
            name="extras-date-mode"
            checked={draft.dateMode === 'line'}
            onChange={() => setDraft({ dateMode: 'line' })}
          />
          <span>{t('orderExtras.date.modeLine')}</span>
        </label>
        {draft.dateMode === 'order' && (
          <ExtrasField
            id="extras-date"
            type="date"
            min={today}
            label={t('orderExtras.date.order')}
            value={draft.dateVal}
            hint={t('orderExtras.date.hint')}
            error={errors.date}
            onChange={(dateVal) => setDraft({ dateVal })}
          />
        )}
      </fieldset>
      <LineExtras items={items} draft={draft} errors={errors} today={today} />
      <label className="checkout__check">
        <input
          type="checkbox"
          checked={draft.is_yearorder}
          onChange={(event) => setDraft({ is_yearorder: event.currentTarget.checked })}
        />
        {t('orderExtras.yearOrder')}
      </label>
      {dropEnabled && (
        <>
          <label className="checkout__check">
            <input
              type="checkbox"
              checked={draft.is_dropship}
              onChange={(event) => setDraft({ is_dropship: event.currentTarget.checked })}
            />
            {t('orderExtras.dropship')}
          </label>
          {draft.is_dropship && (
            <DropshipFields
              address={draft.dropship_address}
              missing={dropshipError ? missingDropshipFields(draft.dropship_address) : []}
              error={dropshipError}
              onChange={(patch) =>
                setDraft((current) => ({ dropship_address: { ...current.dropship_address, ...patch } }))
              }
            />
          )}
        </>
      )}
      {!dropEnabled && errors.is_dropship && <p className="field__error">{errors.is_dropship}</p>}
    </fieldset>
  )
}

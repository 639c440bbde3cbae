/**
 * Custom options (engraving, gift wrapping, frame number): choice options as select, radio or
 * checkboxes, text options as fields. Each value shows what it adds; the price box adds it all up
 * (customOptionsPriceDelta in @shop/commerce).
 */
import {
  isTextOption,
  type CustomOption,
  type CustomOptionSelection,
  type CustomOptionValue,
} from '@shop/commerce'
import type { ReactNode } from 'react'
import { usePrice, useT } from '../../lib/store-context.tsx'
import { Amount, usePricesShown } from '../catalog/price.tsx'

export interface CustomOptionsProps {
  options: readonly CustomOption[]
  selection: CustomOptionSelection
  /** gross product price, for percent values */
  priceInclTax: number
  taxRatePercent: number
  onChange: (optionId: number, value: readonly number[] | string) => void
}

type Priced = Pick<CustomOptionValue, 'price' | 'price_type'>

/** What a value adds incl. tax; the exact sum is customOptionsPriceDelta's. */
function surchargeGross(value: Priced, priceInclTax: number, rate: number): number {
  const price = value.price ?? 0
  const gross = value.price_type === 'percent' ? (priceInclTax * price) / 100 : (price * (100 + rate)) / 100
  return Math.round(gross * 100) / 100
}

export function CustomOptions({
  options,
  selection,
  priceInclTax,
  taxRatePercent,
  onChange,
}: CustomOptionsProps) {
  const t = useT()
  const format = usePrice()
  const pricesShown = usePricesShown()
  const sorted = [...options].sort((a, b) => (a.sort_order ?? 0) - (b.sort_order ?? 0))
  const surcharge = (value: Priced) =>
    value.price ? (
      <span className="choice__price">
        + <Amount value={surchargeGross(value, priceInclTax, taxRatePercent)} />
      </span>
    ) : null
  const surchargeText = (value: Priced) =>
    value.price && pricesShown ? ` (+ ${format(surchargeGross(value, priceInclTax, taxRatePercent))})` : ''
  return (
    <div className="custom-options">
      {sorted.map((option) => {
        const id = `custom-option-${option.option_id}`
        const name = `options[${option.option_id}]`
        const required = option.is_require ? (
          <span className="required"> ({t('catalog.product.required')})</span>
        ) : null
        const chosen = selection[option.option_id]
        const chosenIds = Array.isArray(chosen) ? chosen : []
        const values = (option.values ?? []).filter((v) => v.option_type_id > 0)
        let control: ReactNode
        if (isTextOption(option)) {
          const max = option.max_characters ?? undefined
          const common = {
            id,
            name,
            maxLength: max || undefined,
            required: !!option.is_require,
            value: typeof chosen === 'string' ? chosen : '',
            onChange: (event: { currentTarget: { value: string } }) =>
              onChange(option.option_id, event.currentTarget.value),
          }
          control = (
            <>
              <label htmlFor={id} className="custom-option__label">
                {option.title}
                {required} {surcharge(option)}
              </label>
              {option.type === 'area' ? <textarea {...common} rows={3} /> : <input type="text" {...common} />}
            </>
          )
        } else if (option.type === 'drop_down') {
          control = (
            <>
              <label htmlFor={id} className="custom-option__label">
                {option.title}
                {required}
              </label>
              <select
                id={id}
                name={name}
                required={!!option.is_require}
                value={chosenIds[0] ?? ''}
                onChange={(event) =>
                  onChange(
                    option.option_id,
                    event.currentTarget.value ? [Number(event.currentTarget.value)] : [],
                  )
                }
              >
                <option value="">{t('catalog.product.choose')}</option>
                {values.map((value) => (
                  <option key={value.option_type_id} value={value.option_type_id}>
                    {value.title}
                    {surchargeText(value)}
                  </option>
                ))}
              </select>
            </>
          )
        } else {
          const multi = option.type === 'checkbox' || option.type === 'multiple'
          control = (
            <fieldset>
              <legend className="custom-option__label">
                {option.title}
                {required}
              </legend>
              {values.map((value) => {
                const checked = chosenIds.includes(value.option_type_id)
                return (
                  <label key={value.option_type_id} className="choice">
                    <input
                      type={multi ? 'checkbox' : 'radio'}
                      name={name}
                      value={value.option_type_id}
                      checked={checked}
                      onChange={() =>
                        onChange(
                          option.option_id,
                          multi
                            ? checked
                              ? chosenIds.filter((v) => v !== value.option_type_id)
                              : [...chosenIds, value.option_type_id]
                            : [value.option_type_id],
                        )
                      }
                    />
                    <span>{value.title}</span> {surcharge(value)}
                  </label>
                )
              })}
            </fieldset>
          )
        }
        return (
          <div key={option.option_id} className="custom-option">
            {control}
          </div>
        )
      })}
    </div>
  )
}

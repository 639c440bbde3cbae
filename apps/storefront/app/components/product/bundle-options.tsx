/**
 * The options of a bundle: one product per select/radio option, any number for checkbox/multi
 * options. The form starts on the default links (spec 001 §4) and reports each change upwards,
 * where the price box sums the choice.
 */
import { bundleOptionLinks, shownPrice, type BundleOption, type BundleSelection } from '@shop/commerce'
import type { BundleMember } from '../../lib/catalog/product-view.ts'
import { useT } from '../../lib/store-context.tsx'
import { Amount } from '../catalog/price.tsx'

const MULTI = new Set(['checkbox', 'multi'])

export interface BundleOptionsProps {
  options: readonly BundleOption[]
  members: Readonly<Record<string, BundleMember>>
  selection: BundleSelection
  onChange: (optionId: number, linkIds: number[]) => void
}

export function BundleOptions({ options, members, selection, onChange }: BundleOptionsProps) {
  const t = useT()
  return (
    <div className="bundle">
      {options.map((option) => {
        const multi = MULTI.has(option.type ?? '')
        const chosen = bundleOptionLinks(option, selection).map((link) => link.id)
        return (
          <fieldset key={option.option_id} className="bundle__option">
            <legend>
              {option.title}
              {option.required && <span className="required"> ({t('catalog.product.required')})</span>}
            </legend>
            <ul>
              {option.product_links.map((link) => {
                const member = members[link.sku]
                const unit = member ? shownPrice(member).amount : null
                const checked = chosen.includes(link.id)
                return (
                  <li key={link.id}>
                    <label className="choice">
                      <input
                        type={multi ? 'checkbox' : 'radio'}
                        name={`bundle_option[${option.option_id}]`}
                        value={link.id}
                        checked={checked}
                        onChange={() =>
                          onChange(
                            option.option_id,
                            multi
                              ? checked
                                ? chosen.filter((id) => id !== link.id)
                                : [...chosen, link.id]
                              : [link.id],
                          )
                        }
                      />
                      <span>
                        {(link.qty ?? 1) !== 1 && `${link.qty} × `}
                        {member?.name ?? link.sku}
                      </span>
                      {unit !== null && (
                        <span className="choice__price">
                          <Amount value={unit} />
                        </span>
                      )}
                    </label>
                  </li>
                )
              })}
            </ul>
          </fieldset>
        )
      })}
    </div>
  )
}

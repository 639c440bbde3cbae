import { describe, expect, it } from 'vitest'
import { filtersFromForm } from './filter-panel.tsx'

function fakeForm(
  fields: { name: string; value: string; type?: string; checked?: boolean }[],
): HTMLFormElement {
  const elements = Object.assign(
    fields.map((f) => ({ type: 'hidden', checked: false, disabled: false, ...f })),
    {},
  )
  return { elements } as unknown as HTMLFormElement
}

describe('filtersFromForm', () => {
  it('reads checked boxes, the chosen price and the hidden sort, from page 1', () => {
    const form = fakeForm([
      { name: 'kleur', value: '9301', type: 'checkbox', checked: true },
      { name: 'kleur', value: '9302', type: 'checkbox', checked: false },
      { name: 'merk', value: '8303', type: 'checkbox', checked: true },
      { name: 'price', value: '', type: 'radio', checked: false },
      { name: 'price', value: '20-40', type: 'radio', checked: true },
      { name: 'sort', value: 'price:asc' },
    ])
    expect(filtersFromForm(form, ['merk', 'kleur'])).toEqual({
      terms: { merk: ['8303'], kleur: ['9301'] },
      price: { from: 20, to: 40 },
      sort: 'price:asc',
      page: 1,
    })
  })
})

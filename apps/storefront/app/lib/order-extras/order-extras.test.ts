/**
 * The purchase-order draft as the order's extras and as the updateCartDataBeforeOrder body, the
 * browser's check with the server's rules, the texts naming each field in nl and de, and the
 * server's 400 words mapped to the same texts.
 */
import { describe, expect, it } from 'vitest'
import { createTranslator } from '../../i18n/translate.ts'
import { checkDraft, serverRefusal, withExtrasPayment } from './check-draft.ts'
import { emptyDraft, extrasOfDraft, readDraft, updateCartDataBody, type PurchaseOrderDraft } from './draft.ts'
import { problemsByField } from './problem-text.ts'

const nl = createTranslator('nl')
const de = createTranslator('de')
// 10:00 in Amsterdam on 27 November 2026
const NOW = new Date('2026-11-27T09:00:00Z')
const draft = (patch: Partial<PurchaseOrderDraft> = {}): PurchaseOrderDraft => ({ ...emptyDraft(), ...patch })

describe('extrasOfDraft', () => {
  it('an empty PO number becomes nine zeros; empty texts are left out', () => {
    expect(extrasOfDraft(draft(), ['A'], { dropEnabled: false })).toEqual({
      po_number: '000000000',
      comment: null,
      delivery_date: null,
      is_yearorder: false,
      is_dropship: false,
      dropship_address: null,
      reference: null,
      lines: {},
    })
  })

  it('dates per line replace the order date; lines not in the cart are dropped', () => {
    const d = draft({
      dateMode: 'line',
      dateVal: '2026-12-01',
      lines: {
        A: { comment: ' front wheel ', date: '2026-12-02' },
        B: { comment: '', date: '' },
        GONE: { comment: 'old', date: '2026-12-03' },
      },
    })
    const extras = extrasOfDraft(d, ['A', 'B'], { dropEnabled: false })
    expect(extras.delivery_date).toBeNull()
    expect(extras.lines).toEqual({ A: { comment: 'front wheel', delivery_date: '2026-12-02' } })
    // the whole-order date hides the line dates but keeps their comments
    const whole = extrasOfDraft({ ...d, dateMode: 'order' }, ['A'], { dropEnabled: false })
    expect(whole.delivery_date).toBe('2026-12-01')
    expect(whole.lines).toEqual({ A: { comment: 'front wheel', delivery_date: null } })
  })

  it('dropshipment only for an account with it enabled, to a complete address', () => {
    const address = {
      firstname: 'Eva',
      lastname: 'de Vries',
      company: '',
      street: 'Dorpsstraat 1',
      postcode: '2011 AB',
      city: 'Haarlem',
      country_id: 'NL',
      telephone: '',
    }
    const d = draft({ is_dropship: true, dropship_address: address })
    expect(extrasOfDraft(d, [], { dropEnabled: false })).toMatchObject({
      is_dropship: false,
      dropship_address: null,
    })
    expect(extrasOfDraft(d, [], { dropEnabled: true }).dropship_address).toEqual({
      firstname: 'Eva',
      lastname: 'de Vries',
      company: null,
      street: ['Dorpsstraat 1'],
      postcode: '2011 AB',
      city: 'Haarlem',
      country_id: 'NL',
      telephone: null,
    })
    const incomplete = draft({ is_dropship: true, dropship_address: { ...address, city: ' ' } })
    expect(extrasOfDraft(incomplete, [], { dropEnabled: true }).dropship_address).toBeNull()
  })
})

describe('updateCartDataBody', () => {
  it('has the fields of spec 001 §7 plus ours, one product per cart sku', () => {
    const extras = extrasOfDraft(
      draft({
        po_number: 'PO-77',
        reference: 'JANSEN-12',
        is_yearorder: true,
        dateMode: 'line',
        lines: { A: { comment: 'c', date: '2026-12-02' } },
      }),
      ['A', 'B'],
      { dropEnabled: false },
    )
    expect(updateCartDataBody(extras, { cartId: '12', oculusCode: 'D10001', skus: ['A', 'B'] })).toEqual({
      cart_id: '12',
      products: [{ sku: 'A', comment: 'c', date: '2026-12-02' }, { sku: 'B' }],
      date: '',
      oculus_code: 'D10001',
      is_dropship: false,
      is_yearorder: true,
      po_number: 'PO-77',
      reference: 'JANSEN-12',
    })
  })
})

describe('checkDraft', () => {
  it('a 16-character reference is refused, naming the field, in nl and de', () => {
    const { problems } = checkDraft(draft({ reference: 'A'.repeat(16) }), [], {
      dropEnabled: false,
      now: NOW,
    })
    expect(problemsByField(problems, nl)).toEqual({
      reference: 'Referentie: de referentie mag maximaal 15 tekens lang zijn.',
    })
    expect(problemsByField(problems, de)).toEqual({
      reference: 'Referenz: Die Referenz darf höchstens 15 Zeichen lang sein.',
    })
    expect(
      checkDraft(draft({ reference: 'A'.repeat(15) }), [], { dropEnabled: false, now: NOW }).problems,
    ).toEqual([])
  })

  it('no delivery date before today in the shop time zone, for the order or a line', () => {
    // 23:30 UTC on 26 November is already 27 November in Amsterdam
    const lateEvening = new Date('2026-11-26T23:30:00Z')
    const today = checkDraft(draft({ dateVal: '2026-11-27' }), [], { dropEnabled: false, now: lateEvening })
    expect(today.problems).toEqual([])
    const past = checkDraft(draft({ dateVal: '2026-11-26' }), [], { dropEnabled: false, now: lateEvening })
    expect(problemsByField(past.problems, nl)).toEqual({
      date: 'Leverdatum: kies vandaag of een latere datum.',
    })
    const line = checkDraft(
      draft({ dateMode: 'line', lines: { 'LAMP-1': { comment: '', date: '2026-11-20' } } }),
      ['LAMP-1'],
      { dropEnabled: false, now: NOW },
    )
    expect(problemsByField(line.problems, de, { 'LAMP-1': 'Koplamp' })).toEqual({
      'date:LAMP-1': 'Lieferdatum für Koplamp: Bitte wählen Sie heute oder ein späteres Datum.',
    })
  })

  it('a ticked dropshipment without the account flag, or without an address, is a problem', () => {
    const off = checkDraft(draft({ is_dropship: true }), [], { dropEnabled: false, now: NOW })
    expect(off.extras.is_dropship).toBe(false)
    expect(off.problems).toEqual([{ field: 'is_dropship', reason: 'not_enabled' }])
    const empty = checkDraft(draft({ is_dropship: true }), [], { dropEnabled: true, now: NOW })
    expect(problemsByField(empty.problems, nl)).toEqual({
      dropship_address:
        'Afleveradres van je klant: vul naam, straat en huisnummer, postcode, plaats en land in.',
    })
  })
})

describe('serverRefusal', () => {
  it.each([
    [
      { field: 'reference', reason: 'too_long', max: 15 },
      'reference',
      'Referentie: de referentie mag maximaal 15 tekens lang zijn.',
    ],
    [
      { field: 'delivery_date', reason: 'in_the_past' },
      'date',
      'Leverdatum: kies vandaag of een latere datum.',
    ],
    [
      { field: 'delivery_date', reason: 'in_the_past', sku: 'LAMP-1' },
      'date:LAMP-1',
      'Leverdatum van Koplamp: kies vandaag of een latere datum.',
    ],
    [
      { field: 'is_dropship', reason: 'not_enabled' },
      'is_dropship',
      expect.stringContaining('Dropshipment: '),
    ],
    [
      { field: 'dropship_address', reason: 'missing' },
      'dropship_address',
      expect.stringContaining('Afleveradres van je klant'),
    ],
  ])('%o', (problem, field, text) => {
    const known = serverRefusal({ problems: [problem] }, nl, { 'LAMP-1': 'Koplamp' })
    expect(known).toEqual({ byField: { [field]: text }, text })
  })

  it('puts every problem of the answer at its field, the first near the button', () => {
    const known = serverRefusal(
      {
        problems: [
          { field: 'reference', reason: 'too_long', max: 15 },
          { field: 'delivery_date', reason: 'not_a_date', sku: 'LAMP-1' },
        ],
      },
      nl,
      { 'LAMP-1': 'Koplamp' },
    )
    expect(Object.keys(known!.byField)).toEqual(['reference', 'date:LAMP-1'])
    expect(known!.text).toBe(known!.byField.reference)
  })

  it('an answer without problems of the extras is left to the general message', () => {
    expect(serverRefusal(undefined, nl, {})).toBeNull()
    expect(serverRefusal({ problems: [{ field: 'payment', reason: 'x' }] }, nl, {})).toBeNull()
  })
})

describe('withExtrasPayment', () => {
  const state = {
    paymentDetails: {
      paymentMethod: 'purchaseorder',
      paymentMethodAdditional: { po_number: 'old', comment: 'x' },
    },
  }
  it('on account: the order carries the extras PO number and comment', () => {
    const extras = extrasOfDraft(draft({ comment: 'Achterom leveren' }), [], { dropEnabled: false })
    expect(withExtrasPayment(state, extras, 'purchaseorder').paymentDetails.paymentMethodAdditional).toEqual({
      po_number: '000000000',
      comment: 'Achterom leveren',
    })
    const other = { paymentDetails: { ...state.paymentDetails, paymentMethod: 'ideal' } }
    expect(withExtrasPayment(other, extras, 'purchaseorder')).toBe(other)
  })
})

describe('readDraft', () => {
  it('fills what a stored draft misses and drops what is not a draft', () => {
    expect(readDraft({ po_number: 5, lines: { A: { comment: 'c' } }, dateMode: 'x' })).toEqual({
      ...emptyDraft(),
      lines: { A: { comment: 'c', date: '' } },
    })
    expect(readDraft(null)).toEqual(emptyDraft())
  })
})

describe('orderExtrasView', () => {
  it('reads the order answer extension attributes, per line too', async () => {
    const { orderExtrasView } = await import('./order-view.ts')
    const view = orderExtrasView({
      extension_attributes: {
        po_number: 'PO-77',
        order_extras: {
          reference: 'JANSEN-12',
          is_yearorder: true,
          is_dropship: true,
          dropship_address: {
            firstname: 'Eva',
            lastname: 'de Vries',
            street: ['Dorpsstraat 1'],
            postcode: '2011 AB',
            city: 'Haarlem',
            country_id: 'NL',
          },
        },
      },
      items: [{ extension_attributes: { comment: 'voorop', delivery_date: '2026-12-02' } }, {}],
    })
    expect(view).toMatchObject({
      poNumber: 'PO-77',
      reference: 'JANSEN-12',
      yearOrder: true,
      dropship: { lastname: 'de Vries', city: 'Haarlem' },
      lines: [
        { comment: 'voorop', deliveryDate: '2026-12-02' },
        { comment: null, deliveryDate: null },
      ],
    })
  })

  it('an order without extras shows none', async () => {
    const { orderExtrasView } = await import('./order-view.ts')
    expect(orderExtrasView({ items: [{ sku: 'A' }] })).toBeNull()
    expect(orderExtrasView({ extension_attributes: { order_extras: 'x' } })).toBeNull()
  })
})

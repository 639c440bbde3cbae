import { optionId } from '../attributes.ts'
import { CAT } from '../categories.ts'
import { addProduct, type AddedProduct, type Names } from './builder.ts'
import type { SeedContext } from './context.ts'
import { simple } from './fixed-product.ts'
import { specialFor, UNMANAGED_STOCK } from './offers.ts'

/** The bundle 'Winterset verlichting': a front light, a rear light and optional reflectors to choose. */
export function addLightingBundle(ctx: SeedContext): void {
  const { batch } = ctx
  const light = (sku: string, nl: string, de: string, euros: number, brand: string) =>
    simple(ctx, {
      sku,
      name: { nl: `${brand} ${nl}`, de: `${brand} ${de}` },
      about: {
        nl: 'Felle LED-verlichting, StVZO-goedgekeurd. Met standlicht en automatische sensor.',
        de: 'Helle LED-Beleuchtung, StVZO-zugelassen. Mit Standlicht und Automatiksensor.',
      },
      euros,
      brand,
      category: CAT.lighting,
      image: ['parts', 'light', 'Zwart'],
      kg: 0.1,
    })
  const front = [
    light('SN-KOPLAMP-KENDO', 'Koplamp Kendo+ 30 lux', 'Frontlicht Kendo+ 30 Lux', 24.95, 'Spanninga'),
    light('BM-KOPLAMP-IQ-X', 'Koplamp IQ-X 100 lux', 'Frontlicht IQ-X 100 Lux', 89.95, 'Busch & Müller'),
    light('AX-KOPLAMP-GREENLINE', 'Koplamp Greenline 35 lux', 'Frontlicht Greenline 35 Lux', 29.95, 'AXA'),
  ]
  const rear = [
    light('SN-ACHTERLICHT-TEKO', 'Achterlicht Teko', 'Rücklicht Teko', 12.95, 'Spanninga'),
    light(
      'BM-ACHTERLICHT-TOPLIGHT',
      'Achterlicht Toplight Line',
      'Rücklicht Toplight Line',
      34.95,
      'Busch & Müller',
    ),
  ]
  const extras = [
    light(
      'SN-SPAAKREFLECTOREN',
      'Spaakreflectoren (set van 36)',
      'Speichenreflektoren (36 Stück)',
      6.95,
      'Spanninga',
    ),
    light(
      'AX-BROEKKLEMMEN-REFLECT',
      'Reflecterende broekklemmen',
      'Reflektierende Hosenklammern',
      4.95,
      'AXA',
    ),
  ]
  const bundleInclCents = front[0]!.inclCents + rear[0]!.inclCents + extras[0]!.inclCents
  const bundle = addProduct(ctx, {
    sku: ctx.uniqueSku('FG-WINTERSET-VERLICHTING'),
    type: 'bundle',
    name: { nl: 'Winterset verlichting', de: 'Winterset Beleuchtung' },
    description: {
      nl: '<p>Stel je eigen winterset samen: kies een koplamp, een achterlicht en eventueel extra reflectie. Samen voordeliger dan los, en je bent gezien in de donkere maanden.</p>',
      de: '<p>Stellen Sie Ihr eigenes Winterset zusammen: ein Frontlicht, ein Rücklicht und auf Wunsch zusätzliche Reflektoren. Zusammen günstiger als einzeln.</p>',
    },
    shortDescription: {
      nl: '<p>Koplamp, achterlicht en reflectie naar keuze.</p>',
      de: '<p>Frontlicht, Rücklicht und Reflektoren nach Wahl.</p>',
    },
    // dynamic price: the sum of the default selections
    inclCents: bundleInclCents,
    brand: 'Fietsgroothandel',
    weight: null,
    attributes: { merk: optionId('merk', 'Fietsgroothandel') },
    categories: [CAT.lighting],
    images: [
      ctx.images.pictogram('parts', 'light', 'Geel'),
      ctx.images.pictogram('parts', 'light', 'Geel', true),
    ],
    stock: UNMANAGED_STOCK,
    special: specialFor(ctx, bundleInclCents, 21, 'current', 0.85),
    tier: false,
  })
  const bundleOptions: [Names, string, boolean, AddedProduct[]][] = [
    [{ nl: 'Koplamp', de: 'Frontlicht' }, 'select', true, front],
    [{ nl: 'Achterlicht', de: 'Rücklicht' }, 'radio', true, rear],
    [{ nl: 'Extra reflectie', de: 'Zusätzliche Reflektoren' }, 'checkbox', false, extras],
  ]
  bundleOptions.forEach(([title, type, required, selections], position) => {
    const optionIdValue = ctx.id('bundleOption')
    batch.bundleOptions.push({
      id: optionIdValue,
      productId: bundle.id,
      title: { '1': title.nl, '3': title.de },
      type,
      required,
      position,
    })
    selections.forEach((selection, index) => {
      batch.bundleSelections.push({
        id: ctx.id('bundleSelection'),
        optionId: optionIdValue,
        productId: selection.id,
        qty: '1',
        canChangeQty: type !== 'checkbox',
        isDefault: index === 0,
        position: index,
      })
    })
  })
}

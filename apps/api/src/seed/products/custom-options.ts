import { netFromInclCents } from '../prices.ts'
import type { SeedContext } from './context.ts'

/** Custom options (engraving, gift wrapping, frame number) with fixed and percent prices. */

export type CustomOptionKind = 'engrave' | 'giftwrap' | 'framenumber'

export function addCustomOptions(
  ctx: SeedContext,
  productId: number,
  kinds: readonly CustomOptionKind[],
): void {
  const { batch } = ctx
  kinds.forEach((kind, sortOrder) => {
    const id = ctx.id('customOption')
    if (kind === 'engrave') {
      batch.customOptions.push({
        id,
        productId,
        title: { '1': 'Naam graveren', '3': 'Namensgravur' },
        type: 'field',
        isRequire: false,
        sortOrder,
        price: netFromInclCents(750, 21),
        priceType: 'fixed',
        maxCharacters: 20,
      })
    } else if (kind === 'framenumber') {
      batch.customOptions.push({
        id,
        productId,
        title: { '1': 'Framenummer', '3': 'Rahmennummer' },
        type: 'field',
        isRequire: true,
        sortOrder,
        price: '0.0000',
        priceType: 'fixed',
        maxCharacters: 24,
      })
    } else {
      batch.customOptions.push({
        id,
        productId,
        title: { '1': 'Cadeauverpakking', '3': 'Geschenkverpackung' },
        type: 'drop_down',
        isRequire: false,
        sortOrder,
      })
      const values = [
        { title: { '1': 'Standaard', '3': 'Standard' }, price: '0.0000', priceType: 'fixed' },
        {
          title: { '1': 'Luxe cadeaudoos', '3': 'Luxus-Geschenkbox' },
          price: netFromInclCents(395, 21),
          priceType: 'fixed',
        },
        {
          title: { '1': 'Premium met kaartje', '3': 'Premium mit Karte' },
          price: '10.0000',
          priceType: 'percent',
        },
      ]
      values.forEach((value, index) => {
        batch.customOptionValues.push({
          id: ctx.id('customOptionValue'),
          optionId: id,
          sortOrder: index,
          ...value,
        })
      })
    }
  })
}

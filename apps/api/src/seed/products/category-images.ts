import { CAT } from '../categories.ts'
import type { ImageRegistry } from '../images/registry.ts'
import { ACCESSORY_RANGES } from './accessory-data.ts'
import { BIKE_TYPES } from './bike-data.ts'
import { PART_RANGES } from './part-data.ts'

/** The image shown for a category (menu tiles): a bicycle of the type or the pictogram of the range. */
export function categoryImage(images: ImageRegistry, categoryId: number): string | null {
  const bikeType = BIKE_TYPES.find((t) => t.category === categoryId)
  if (bikeType) return images.bike(bikeType.shape, bikeType.colours[0]!)
  const range = [...PART_RANGES, ...ACCESSORY_RANGES].find((r) => r.category === categoryId)
  if (range) return images.pictogram(range.group, range.pictogram, range.colours[0]!)
  switch (categoryId) {
    case CAT.bikes:
      return images.bike('city', 'Groen')
    case CAT.parts:
      return images.pictogram('parts', 'gears', 'Zilver')
    case CAT.accessories:
      return images.pictogram('accessories', 'bag', 'Zwart')
    case CAT.sale:
      return images.pictogram('service', 'voucher', 'Rood')
    case CAT.granville:
    case CAT.granvilleEBikes:
      return images.bike('ebike', 'Groen', 'Granville')
    case CAT.granvilleCityBikes:
      return images.bike('city', 'Groen', 'Granville')
    case CAT.urban:
    case CAT.urbanCargo:
      return images.bike('cargo', 'Zwart', 'Urban Arrow')
    case CAT.urbanAccessories:
      return images.pictogram('accessories', 'childseat', 'Grijs')
    default:
      return null
  }
}

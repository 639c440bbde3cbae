import type { RangeDef } from './range-types.ts'
import { CARRY_PROTECT_ACCESSORIES } from './ranges/accessories-carry-protect.ts'
import { RIDE_CARE_ACCESSORIES } from './ranges/accessories-ride-care.ts'

/** Accessories: one range per leaf category of Accessoires. */
export const ACCESSORY_RANGES: readonly RangeDef[] = [...CARRY_PROTECT_ACCESSORIES, ...RIDE_CARE_ACCESSORIES]

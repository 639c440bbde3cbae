import type { RangeDef } from './range-types.ts'
import { WHEEL_BRAKE_LIGHT_PARTS } from './ranges/parts-wheels-brakes-light.ts'
import { CONTACT_DRIVE_PARTS } from './ranges/parts-contact-drive.ts'

/** Bicycle parts: one range per leaf category of Onderdelen. */
export const PART_RANGES: readonly RangeDef[] = [...WHEEL_BRAKE_LIGHT_PARTS, ...CONTACT_DRIVE_PARTS]

import type { nl } from './messages.nl.ts'
import { commonDe } from './de/common.ts'
import { catalogDe } from './de/catalog.ts'

/** German catalogue: typed against the Dutch keys, so a missing key fails the typecheck. */
export const de: Record<keyof typeof nl, string> = { ...commonDe, ...catalogDe }

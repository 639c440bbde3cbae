/**
 * "Op bestellijst" on a tile, for signed-in customers only (order lists need a login, spec 001 §5;
 * a guest's listing stays uncluttered). Products that need a choice (configurable, grouped,
 * bundle) are put on a list from their page, where the variant is chosen (decision 0165).
 */
import type { TileProduct } from '../../lib/catalog/types.ts'
import { isAuthorized, useUser } from '../../lib/user/user-store.ts'
import { AddToListButton } from './add-to-list-button.tsx'

const TILE_TYPES = new Set(['simple', 'virtual'])

export function TileAddToList({ product }: { product: TileProduct }) {
  const user = useUser()
  if (!isAuthorized(user) || !TILE_TYPES.has(product.type_id)) return null
  return <AddToListButton compact target={{ entityId: product.id, name: product.name, childSku: null }} />
}

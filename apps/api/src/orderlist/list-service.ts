/**
 * The order-list calls of spec 001 §7 (decisions 0161, 0162). The rules of names, amounts and
 * orders are packages/commerce's (order-list.ts); this file says whose list a call may touch: the
 * customer's own, and when a purchaser acts for them, also the purchaser's own lists as the source
 * of a copy. Another customer's list is refused naming the field (403), never showing its content;
 * a list id that names nothing is 404.
 */
import { and, eq } from 'drizzle-orm'
import {
  ORDER_LIST_MESSAGES,
  checkDefaultAmount,
  checkListName,
  checkReorder,
  fillMessage,
  matchesListSearch,
} from '@shop/commerce'
import { inTransaction } from '../cart/cart-service.ts'
import type { Db } from '../db/client.ts'
import { product, productSuperLink, type OrderListRow } from '../db/schema/index.ts'
import { fail, ok, type Result } from '../result.ts'
import { recordPurchaserAction } from '../purchaser/audit.ts'
import type { ListCaller } from './caller.ts'
import { renderItems, type ListItemView } from './list-items.ts'
import * as store from './list-store.ts'

const db = (caller: ListCaller) => caller.ctx.database.db

/** The list, when it is one of `owners`' (by default the customer's): 404 none such, 403 another's. */
async function ownedList(
  d: Db,
  caller: ListCaller,
  field: string,
  listId: number,
  { owners = [caller.customerId], forUpdate = false } = {},
): Promise<Result<OrderListRow>> {
  const list = await store.listById(d, listId, forUpdate)
  if (!list) return fail('not_found', fillMessage(ORDER_LIST_MESSAGES.listNotFound, { field }))
  if (!owners.includes(list.customerId))
    return fail('forbidden', fillMessage(ORDER_LIST_MESSAGES.listNotYours, { field }))
  return ok(list)
}

const nameOf = (raw: unknown): Result<string> => {
  const name = checkListName(raw)
  return name.ok ? ok(name.value) : fail('invalid', name.message)
}

export const lists = async (caller: ListCaller) => ok(await store.listsOf(db(caller), caller.customerId))

export async function items(caller: ListCaller, listId: number): Promise<Result<ListItemView[]>> {
  const list = await ownedList(db(caller), caller, 'list_id', listId)
  if (!list.ok) return list
  return renderItems(caller, await store.itemsOf(db(caller), listId))
}

/** Whether the caller may open this list: a yes or no, so a foreign or unknown id is just false. */
export async function isAllowed(caller: ListCaller, listId: number): Promise<Result<boolean>> {
  const list = await store.listById(db(caller), listId)
  return ok(list !== null && list.customerId === caller.customerId)
}

export async function productOnList(
  caller: ListCaller,
  listId: number,
  entityId: number,
): Promise<Result<boolean>> {
  const list = await ownedList(db(caller), caller, 'list_id', listId)
  if (!list.ok) return list
  return ok(await store.productOnList(db(caller), listId, entityId))
}

export interface ListFilters {
  listId: number
  search?: string
  page?: number
  pageSize?: number
}

export async function listWithFilters(
  caller: ListCaller,
  options: ListFilters,
): Promise<Result<{ items: ListItemView[]; total: number }>> {
  const all = await items(caller, options.listId)
  if (!all.ok) return all
  const found = all.value.filter((item) => matchesListSearch(item, options.search))
  const size = options.pageSize ?? 50
  const start = ((options.page ?? 1) - 1) * size
  return ok({ items: found.slice(start, start + size), total: found.length })
}

export async function addList(
  caller: ListCaller,
  rawName: unknown,
): Promise<Result<{ list_id: number; name: string }>> {
  const name = nameOf(rawName)
  if (!name.ok) return name
  return inTransaction(db(caller), async (tx) => {
    const list = await store.insertList(tx, {
      customerId: caller.customerId,
      name: name.value,
      createdByPurchaser: caller.purchaserId,
    })
    if (caller.purchaserId !== null)
      await recordPurchaserAction(tx, {
        purchaserId: caller.purchaserId,
        customerId: caller.customerId,
        action: 'list_added',
        details: { list_id: list.id, name: list.name },
      })
    return ok({ list_id: list.id, name: list.name })
  })
}

/**
 * Copies a list with its items to the customer under a new name (decision 0162). The source is
 * the customer's own list or, for a purchaser acting for them, one of the purchaser's own lists.
 */
export async function copyList(
  caller: ListCaller,
  listId: number,
  rawName: unknown,
): Promise<Result<{ list_id: number; name: string }>> {
  const name = nameOf(rawName)
  if (!name.ok) return name
  const owners = caller.purchaserId === null ? [caller.customerId] : [caller.customerId, caller.purchaserId]
  return inTransaction(db(caller), async (tx) => {
    const source = await ownedList(tx, caller, 'listId', listId, { owners })
    if (!source.ok) return source
    const copy = await store.insertList(tx, {
      customerId: caller.customerId,
      name: name.value,
      createdByPurchaser: caller.purchaserId,
    })
    await store.copyItems(tx, source.value.id, copy.id)
    if (caller.purchaserId !== null)
      await recordPurchaserAction(tx, {
        purchaserId: caller.purchaserId,
        customerId: caller.customerId,
        action: 'list_copied',
        details: { from_list_id: source.value.id, list_id: copy.id, name: copy.name },
      })
    return ok({ list_id: copy.id, name: copy.name })
  })
}

export async function renameList(
  caller: ListCaller,
  listId: number,
  rawName: unknown,
): Promise<Result<{ list_id: number; name: string }>> {
  const name = nameOf(rawName)
  if (!name.ok) return name
  const list = await ownedList(db(caller), caller, 'listId', listId)
  if (!list.ok) return list
  await store.touchList(db(caller), listId, { name: name.value })
  return ok({ list_id: listId, name: name.value })
}

export async function deleteList(caller: ListCaller, listId: number): Promise<Result<true>> {
  const list = await ownedList(db(caller), caller, 'listId', listId)
  if (!list.ok) return list
  await store.deleteListRow(db(caller), listId)
  return ok(true)
}

export interface AddProductInput {
  listId: number
  entityId: number
  childData?: { sku: string } & Record<string, unknown>
  defaultAmount?: unknown
}

/** The product may be put on a list: it exists and is enabled; a variant must be one of its children. */
async function checkProduct(d: Db, entityId: number, childSku: string | null): Promise<Result<true>> {
  const [found] = await d
    .select({ id: product.id, status: product.status })
    .from(product)
    .where(eq(product.id, entityId))
  if (!found || found.status >= 2) return fail('not_found', ORDER_LIST_MESSAGES.productNotFound)
  if (childSku === null) return ok(true)
  const [child] = await d
    .select({ id: product.id })
    .from(productSuperLink)
    .innerJoin(product, eq(product.id, productSuperLink.childId))
    .where(and(eq(productSuperLink.parentId, entityId), eq(product.sku, childSku)))
  return child ? ok(true) : fail('invalid', ORDER_LIST_MESSAGES.childNotOfProduct)
}

export async function addProduct(
  caller: ListCaller,
  input: AddProductInput,
): Promise<
  Result<{
    item_id: number
    entity_id: number
    child_sku: string | null
    default_amount: number
    position: number
  }>
> {
  const amount = checkDefaultAmount(input.defaultAmount)
  if (!amount.ok) return fail('invalid', amount.message)
  const childSku = input.childData?.sku ?? null
  return inTransaction(db(caller), async (tx) => {
    // the list row locked: two adds of one product make one item
    const list = await ownedList(tx, caller, 'listId', input.listId, { forUpdate: true })
    if (!list.ok) return list
    const known = await checkProduct(tx, input.entityId, childSku)
    if (!known.ok) return known
    const item = await store.upsertItem(
      tx,
      input.listId,
      {
        productId: input.entityId,
        childSku,
        childData: input.childData ?? null,
        defaultAmount: amount.value,
      },
      input.defaultAmount !== undefined && input.defaultAmount !== null,
    )
    await store.touchList(tx, input.listId)
    return ok({
      item_id: item.id,
      entity_id: item.productId,
      child_sku: item.childSku,
      default_amount: item.defaultAmount,
      position: item.position,
    })
  })
}

export async function deleteItem(
  caller: ListCaller,
  input: { listId: number; entityId: number; childSku?: string },
): Promise<Result<true>> {
  return inTransaction(db(caller), async (tx) => {
    const list = await ownedList(tx, caller, 'listId', input.listId)
    if (!list.ok) return list
    const gone = await store.deleteItems(tx, input.listId, input.entityId, input.childSku)
    if (gone === 0) return fail('not_found', ORDER_LIST_MESSAGES.itemNotOnList)
    await store.touchList(tx, input.listId)
    return ok(true)
  })
}

export async function reorderList(
  caller: ListCaller,
  listId: number,
  order: readonly unknown[],
): Promise<Result<number[]>> {
  return inTransaction(db(caller), async (tx) => {
    const list = await ownedList(tx, caller, 'listId', listId, { forUpdate: true })
    if (!list.ok) return list
    const current = (await store.itemsOf(tx, listId)).map((i) => i.id)
    const wanted = checkReorder(current, order)
    if (!wanted.ok) return fail('invalid', wanted.message)
    await store.setPositions(tx, listId, wanted.value)
    await store.touchList(tx, listId)
    return ok(wanted.value)
  })
}

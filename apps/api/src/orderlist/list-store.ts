/**
 * Reading and writing order lists (order_list, order_list_item). Whose a list is, is decided by
 * the service (list-service.ts); these statements only do what they are told.
 */
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { orderList, orderListItem, type OrderListItemRow, type OrderListRow } from '../db/schema/index.ts'

export interface ListSummary {
  list_id: number
  name: string
  item_count: number
  created_by_purchaser: number | null
  updated_at: string
}

export async function listsOf(db: Db, customerId: number): Promise<ListSummary[]> {
  const rows = await db
    .select({
      id: orderList.id,
      name: orderList.name,
      createdByPurchaser: orderList.createdByPurchaser,
      updatedAt: orderList.updatedAt,
      items: count(orderListItem.id),
    })
    .from(orderList)
    .leftJoin(orderListItem, eq(orderListItem.listId, orderList.id))
    .where(eq(orderList.customerId, customerId))
    .groupBy(orderList.id)
    .orderBy(asc(orderList.name), asc(orderList.id))
  return rows.map((r) => ({
    list_id: r.id,
    name: r.name,
    item_count: Number(r.items),
    created_by_purchaser: r.createdByPurchaser,
    updated_at: new Date(r.updatedAt).toISOString(),
  }))
}

export async function listById(db: Db, listId: number, forUpdate = false): Promise<OrderListRow | null> {
  const q = db.select().from(orderList).where(eq(orderList.id, listId))
  const [row] = forUpdate ? await q.for('update') : await q
  return row ?? null
}

export async function itemsOf(db: Db, listId: number): Promise<OrderListItemRow[]> {
  return db
    .select()
    .from(orderListItem)
    .where(eq(orderListItem.listId, listId))
    .orderBy(asc(orderListItem.position), asc(orderListItem.id))
}

export async function insertList(
  db: Db,
  values: { customerId: number; name: string; createdByPurchaser: number | null },
): Promise<OrderListRow> {
  const [row] = await db.insert(orderList).values(values).returning()
  return row!
}

/** A list's change time moves with every change of its items: the lists overview shows it. */
export async function touchList(db: Db, listId: number, changes: { name?: string } = {}) {
  await db
    .update(orderList)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(orderList.id, listId))
}

export async function deleteListRow(db: Db, listId: number) {
  await db.delete(orderList).where(eq(orderList.id, listId))
}

export interface NewListItem {
  productId: number
  childSku: string | null
  childData: Record<string, unknown> | null
  defaultAmount: number
}

/**
 * Puts a product (and variant) on a list at the end; one already there keeps its place and, when
 * a default amount is sent, takes that amount. Run with the list row locked (the service does),
 * so two adds of the same product cannot both insert.
 */
export async function upsertItem(
  db: Db,
  listId: number,
  item: NewListItem,
  amountGiven: boolean,
): Promise<OrderListItemRow> {
  const sameLine = and(
    eq(orderListItem.listId, listId),
    eq(orderListItem.productId, item.productId),
    sql`coalesce(${orderListItem.childSku}, '') = ${item.childSku ?? ''}`,
  )
  const [existing] = await db.select().from(orderListItem).where(sameLine)
  if (existing) {
    if (!amountGiven) return existing
    const [row] = await db
      .update(orderListItem)
      .set({ defaultAmount: item.defaultAmount, childData: item.childData, updatedAt: sql`now()` })
      .where(eq(orderListItem.id, existing.id))
      .returning()
    return row!
  }
  const [last] = await db
    .select({ position: sql<number>`coalesce(max(${orderListItem.position}), -1)` })
    .from(orderListItem)
    .where(eq(orderListItem.listId, listId))
  const [row] = await db
    .insert(orderListItem)
    .values({ listId, ...item, position: Number(last?.position ?? -1) + 1 })
    .returning()
  return row!
}

/** Copies every item of one list to another, in the same order. */
export async function copyItems(db: Db, fromListId: number, toListId: number) {
  await db.execute(sql`
    insert into ${orderListItem} (list_id, product_id, child_sku, child_data, default_amount, position)
    select ${toListId}, product_id, child_sku, child_data, default_amount, position
    from ${orderListItem} where list_id = ${fromListId}`)
}

/** Deletes a product's items (one variant when childSku is given); answers how many went. */
export async function deleteItems(
  db: Db,
  listId: number,
  productId: number,
  childSku: string | undefined,
): Promise<number> {
  const where = [eq(orderListItem.listId, listId), eq(orderListItem.productId, productId)]
  if (childSku !== undefined) where.push(eq(orderListItem.childSku, childSku))
  const rows = await db
    .delete(orderListItem)
    .where(and(...where))
    .returning({ id: orderListItem.id })
  return rows.length
}

export async function setPositions(db: Db, listId: number, order: readonly number[]) {
  if (order.length === 0) return
  // one statement: positions are the index in the order sent
  const cases = sql.join(
    order.map((id, i) => sql`when ${id}::int then ${i}::int`),
    sql` `,
  )
  await db
    .update(orderListItem)
    .set({ position: sql`case ${orderListItem.id} ${cases} end`, updatedAt: sql`now()` })
    .where(and(eq(orderListItem.listId, listId), inArray(orderListItem.id, [...order])))
}

export async function productOnList(db: Db, listId: number, productId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orderListItem.id })
    .from(orderListItem)
    .where(and(eq(orderListItem.listId, listId), eq(orderListItem.productId, productId)))
    .limit(1)
  return row !== undefined
}

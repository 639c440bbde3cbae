/**
 * Demo order lists (issue 17): the demo dealer Jansen (inkoop@rijwielhandel-jansen.nl) keeps two
 * lists to reorder from, "Vaste voorraad" (parts always in stock in the shop) and "Voorjaar"
 * (bikes in a chosen size and colour for the spring, and a few parts). Running it again changes
 * nothing: a list Jansen already has by that name is left alone.
 */
import { and, asc, eq, exists, lt, sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { customer, orderList, orderListItem, product, productSuperLink } from '../db/schema/index.ts'

export const DEMO_LIST_OWNER = 'inkoop@rijwielhandel-jansen.nl'

type Item = { productId: number; childSku: string | null; defaultAmount: number }

async function simples(db: Db, offset: number, n: number): Promise<Item[]> {
  const rows = await db
    .select({ id: product.id })
    .from(product)
    .where(and(eq(product.typeId, 'simple'), eq(product.status, 1), sql`${product.visibility} in (2, 3, 4)`))
    .orderBy(asc(product.id))
    .offset(offset)
    .limit(n)
  return rows.map((r, i) => ({ productId: r.id, childSku: null, defaultAmount: [10, 5, 2][i % 3]! }))
}

/** Configurable products with the first enabled child of each as the chosen variant. */
async function variants(db: Db, n: number): Promise<Item[]> {
  const parents = await db
    .select({ id: product.id })
    .from(product)
    .where(
      and(
        eq(product.typeId, 'configurable'),
        eq(product.status, 1),
        exists(db.select().from(productSuperLink).where(eq(productSuperLink.parentId, product.id))),
      ),
    )
    .orderBy(asc(product.id))
    .limit(n)
  const items: Item[] = []
  for (const parent of parents) {
    const [child] = await db
      .select({ sku: product.sku })
      .from(productSuperLink)
      .innerJoin(product, eq(product.id, productSuperLink.childId))
      .where(and(eq(productSuperLink.parentId, parent.id), lt(product.status, 2)))
      .orderBy(asc(product.id))
      .limit(1)
    if (child) items.push({ productId: parent.id, childSku: child.sku, defaultAmount: 2 })
  }
  return items
}

export async function seedDemoOrderLists(db: Db): Promise<void> {
  const [owner] = await db
    .select({ id: customer.id })
    .from(customer)
    .where(sql`lower(${customer.email}) = ${DEMO_LIST_OWNER}`)
  if (!owner) return
  const lists: [string, () => Promise<Item[]>][] = [
    ['Vaste voorraad', () => simples(db, 0, 6)],
    ['Voorjaar', async () => [...(await variants(db, 3)), ...(await simples(db, 6, 3))]],
  ]
  for (const [name, itemsOf] of lists) {
    const [known] = await db
      .select({ id: orderList.id })
      .from(orderList)
      .where(and(eq(orderList.customerId, owner.id), eq(orderList.name, name)))
    if (known) continue
    const items = await itemsOf()
    const [list] = await db.insert(orderList).values({ customerId: owner.id, name }).returning()
    if (items.length)
      await db.insert(orderListItem).values(
        items.map((item, position) => ({
          ...item,
          listId: list!.id,
          childData: item.childSku ? { sku: item.childSku } : null,
          position,
        })),
      )
  }
}

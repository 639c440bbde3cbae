/**
 * Request shapes of the order-list calls (decision 0161). Ids come as numbers or digit text, as
 * the old client sent them. Names and default amounts pass loosely here so that their rules in
 * packages/commerce (order-list.ts) give the spec's own messages ('Missing list name.').
 */
import { z } from 'zod'

const idText = (name: string) =>
  z
    .string()
    .regex(/^\d{1,9}$/, `${name} must be a whole number`)
    .transform(Number)

/** an id in a JSON body: a positive whole number, or the same as digit text */
const id = z
  .union([
    z.number().int().positive().max(2_147_483_647),
    z.string().regex(/^\d{1,9}$/, 'must be a whole number'),
  ])
  .transform(Number)

const token = z.string().max(4096).optional()
const storeCode = z.string().max(32).optional()

/** the acting purchaser's id, as the storefront sends it on every call (read by http/principal.ts) */
const purchaser = z.string().max(16).optional()

export const tokenQuery = z.object({ token, storeCode, purchaser })
export const listsQuery = tokenQuery.extend({ customer_id: idText('customer_id').optional() })
export const listQuery = listsQuery.extend({ list_id: idText('list_id') })
export const productOnListQuery = listQuery.extend({ entity_id: idText('entity_id') })

// checked by checkListName: 'Missing list name.' for none, the limit named for a long one
const name = z.string().max(10_000).nullable().optional()

const customerId = id.optional()

export const filtersBody = z.object({
  customerId,
  options: z.object({
    listId: id,
    search: z.string().max(200).optional(),
    page: z.number().int().min(1).max(10_000).optional(),
    pageSize: z.number().int().min(1).max(200).optional(),
  }),
})

export const addListBody = z.object({ customerId, name })
export const copyBody = z.object({ customerId, listId: id, name })
export const renameBody = copyBody
export const listBody = z.object({ customerId, listId: id })

export const addProductBody = z.object({
  customerId,
  listId: id,
  entityId: id,
  childData: z
    .object({ sku: z.string().trim().min(1, 'must not be empty').max(64) })
    .passthrough()
    .nullable()
    .optional()
    .refine(
      (data) => data === undefined || data === null || JSON.stringify(data).length <= 4000,
      'at most 4000 characters of JSON',
    ),
  // checked by checkDefaultAmount: 'defaultAmount: Must be a whole number of 0 or more.'
  defaultAmount: z
    .union([z.number(), z.string().max(16)])
    .nullable()
    .optional(),
})

export const deleteItemBody = z.object({
  customerId,
  listId: id,
  entityId: id,
  childSku: z.string().trim().min(1).max(64).optional(),
})

export const reorderBody = z.object({
  customerId,
  listId: id,
  // every item id once: checkReorder says so when not
  order: z.array(z.union([z.number(), z.string().max(12)])).max(10_000),
})

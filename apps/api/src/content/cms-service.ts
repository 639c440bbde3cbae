/**
 * CMS pages and blocks for the cms-data extension endpoints (contract §11). Only active entries
 * are served: a page switched off in the back office must disappear from the shop at once.
 */
import { and, eq } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { cmsBlock, cmsPage } from '../db/schema/index.ts'

export interface CmsPageResult {
  id: number
  identifier: string
  title: string
  content: string
  content_heading: string | null
  meta_title: string | null
  meta_description: string | null
  meta_keywords: string | null
  page_layout: string
  store_id: number
  is_active: boolean
  updated_at: string
}

export interface CmsBlockResult {
  id: number
  identifier: string
  title: string
  content: string
  store_id: number
  is_active: boolean
}

type PageRow = typeof cmsPage.$inferSelect
type BlockRow = typeof cmsBlock.$inferSelect

function toPage(row: PageRow): CmsPageResult {
  return {
    id: row.id,
    identifier: row.identifier,
    title: row.title,
    content: row.content,
    content_heading: row.contentHeading,
    meta_title: row.metaTitle,
    meta_description: row.metaDescription,
    meta_keywords: row.metaKeywords,
    page_layout: row.pageLayout,
    store_id: row.storeId,
    is_active: row.isActive,
    updated_at: row.updatedAt.toISOString(),
  }
}

function toBlock(row: BlockRow): CmsBlockResult {
  return {
    id: row.id,
    identifier: row.identifier,
    title: row.title,
    content: row.content,
    store_id: row.storeId,
    is_active: row.isActive,
  }
}

export async function getCmsPageById(database: Database, id: number): Promise<CmsPageResult | null> {
  const [row] = await database.db
    .select()
    .from(cmsPage)
    .where(and(eq(cmsPage.id, id), eq(cmsPage.isActive, true)))
  return row ? toPage(row) : null
}

export async function getCmsPageByIdentifier(
  database: Database,
  identifier: string,
  storeId: number,
): Promise<CmsPageResult | null> {
  const [row] = await database.db
    .select()
    .from(cmsPage)
    .where(and(eq(cmsPage.identifier, identifier), eq(cmsPage.storeId, storeId), eq(cmsPage.isActive, true)))
  return row ? toPage(row) : null
}

export async function getCmsBlockById(database: Database, id: number): Promise<CmsBlockResult | null> {
  const [row] = await database.db
    .select()
    .from(cmsBlock)
    .where(and(eq(cmsBlock.id, id), eq(cmsBlock.isActive, true)))
  return row ? toBlock(row) : null
}

export async function getCmsBlockByIdentifier(
  database: Database,
  identifier: string,
  storeId: number,
): Promise<CmsBlockResult | null> {
  const [row] = await database.db
    .select()
    .from(cmsBlock)
    .where(
      and(eq(cmsBlock.identifier, identifier), eq(cmsBlock.storeId, storeId), eq(cmsBlock.isActive, true)),
    )
  return row ? toBlock(row) : null
}

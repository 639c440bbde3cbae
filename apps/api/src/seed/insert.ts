import { getTableColumns, getTableName, is, SQL, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../db/client.ts'

/** Rows per multi-row INSERT. */
export const CHUNK_SIZE = 500

/**
 * Inserts rows in multi-row statements of `chunkSize` rows; calls onChunk with the rows written so
 * far. Rows travel as one JSON parameter per chunk (`json_populate_recordset`), which is several
 * times faster than one bind parameter per value on PGlite and the same SQL on PostgreSQL.
 */
export async function insertRows<T extends PgTable>(
  db: Db,
  table: T,
  rows: readonly T['$inferInsert'][],
  onChunk?: (written: number) => void,
  chunkSize = CHUNK_SIZE,
): Promise<void> {
  const columns = getTableColumns(table) as Record<string, PgColumn>
  for (let i = 0; i < rows.length; i += chunkSize) {
    await insertJson(db, table, columns, rows.slice(i, i + chunkSize) as Record<string, unknown>[])
    onChunk?.(Math.min(rows.length, i + chunkSize))
  }
}

async function insertJson(
  db: Db,
  table: PgTable,
  columns: Record<string, PgColumn>,
  rows: Record<string, unknown>[],
) {
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row).filter((key) => row[key] !== undefined)))]
  const payload = rows.map((row) => {
    const out: Record<string, unknown> = {}
    for (const key of keys) {
      const column = columns[key]
      if (!column) throw new Error(`${getTableName(table)} has no column ${key}`)
      out[column.name] = jsonValue(table, column, row[key])
    }
    return out
  })
  const names = sql.join(
    keys.map((key) => sql.identifier(columns[key]!.name)),
    sql`, `,
  )
  await db.execute(
    sql`insert into ${table} (${names}) select ${names} from json_populate_recordset(null::${table}, ${JSON.stringify(payload)}::json)`,
  )
}

/** A missing value in a row that others fill: the column's literal default, else NULL. */
function jsonValue(table: PgTable, column: PgColumn, value: unknown): unknown {
  if (value === undefined) {
    if (column.default !== undefined && !is(column.default, SQL)) return column.default
    if (column.hasDefault)
      throw new Error(`${getTableName(table)}.${column.name}: give every row a value or none`)
    return null
  }
  if (value instanceof Date) return value.toISOString()
  // bytea from its text form
  if (Buffer.isBuffer(value)) return `\\x${value.toString('hex')}`
  return value
}

/** Moves a serial column's sequence past ids that were inserted explicitly. */
export async function syncSequence(db: Db, table: PgTable, column = 'id'): Promise<void> {
  const name = getTableName(table)
  await db.execute(
    sql`select setval(pg_get_serial_sequence(${name}, ${column}), coalesce((select max(${sql.identifier(column)}) from ${sql.identifier(name)}), 0) + 1, false)`,
  )
}

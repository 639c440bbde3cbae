/**
 * Array parameters for raw SQL. Drizzle's `sql` template spreads a JS array into a list of
 * parameters, which does not work with `= any(...)` and differs between drivers; an array literal
 * passed as ONE text parameter and cast in SQL works the same on PGlite and node-postgres. The
 * literal is data, never SQL, so escaping here is about parsing, not injection.
 */
import { sql, type SQL } from 'drizzle-orm'

function quote(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`
}

export function intArray(values: readonly number[]): SQL {
  for (const v of values) if (!Number.isSafeInteger(v)) throw new TypeError(`not an integer: ${v}`)
  return sql`${`{${values.join(',')}}`}::int[]`
}

export function textArray(values: readonly string[]): SQL {
  return sql`${`{${values.map(quote).join(',')}}`}::text[]`
}

/** A JSON value as one jsonb parameter. */
export function jsonb(value: unknown): SQL {
  return sql`${JSON.stringify(value)}::jsonb`
}

/**
 * A cheaper query path for the embedded database: named prepared statements, one call into
 * PostgreSQL per query.
 *
 * PGlite's own `query` sends parse, describe, bind, describe, execute and sync as six separate
 * calls into the WASM module, has PostgreSQL parse and analyse the text every time, and copies its
 * table of ~370 type parsers for every query that brings its own parsers (Drizzle does, always).
 * On the shop's one thread that was most of the cost of a cart call (about 150-300 us of CPU per
 * statement, docs/decisions/0015).
 *
 * Here each distinct text is prepared once (parse and describe: parameter and result types), and
 * afterwards a query is bind + execute + sync in one call. Parameters are serialised by the
 * parameter types PostgreSQL reports, with the same serialisers PGlite uses, and fields are parsed
 * with the same parsers (the query's own over the instance's), so results are the same as
 * `PGlite.query` gives: the same rows, fields, affectedRows and rowCount, the same errors (with
 * SQLSTATE `code`). Plans stay custom (planned with the actual values, as before): only parsing
 * and analysis are saved, so no query can fall onto a worse generic plan.
 */
import {
  protocol,
  type PGlite,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite'

const { serialize, Parser } = protocol

type BackendMessage = Parameters<Parameters<InstanceType<typeof Parser>['parse']>[1]>[0]
type Field = { name: string; dataTypeID: number }

interface Statement {
  name: string
  paramTypes: number[]
  fields: Field[]
}

/** Prepared statements kept per instance: PostgreSQL holds each one's parse tree and plan source. */
const MAX_STATEMENTS = 200
/** SQLSTATE feature_not_supported, raised for "cached plan must not change result type" after DDL */
const CACHED_PLAN_CHANGED = '0A000'

type QueryFn = <T>(query: string, params?: unknown[], options?: QueryOptions) => Promise<Results<T>>

/** The internals of PGlite this path relies on (public but not in its typings). */
interface PGliteInternals {
  _checkReady(): Promise<void>
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>
  serializers: Record<number | string, (x: unknown) => string>
  parsers: Record<number | string, (x: string, typeId?: number) => unknown>
}

function concat(parts: Uint8Array[]): Uint8Array {
  let length = 0
  for (const p of parts) length += p.length
  const out = new Uint8Array(length)
  let offset = 0
  for (const p of parts) {
    out.set(p, offset)
    offset += p.length
  }
  return out
}

/** The error PGlite would throw: the server's DatabaseError with the query attached. */
function queryError(error: Error, query: string, params: unknown[], options: QueryOptions | undefined) {
  return Object.assign(error, { query, params, queryOptions: options })
}

export interface FastQueries {
  /** replaces `client.query` */
  query: QueryFn
  /** wraps `client.transaction` so that the transaction's queries take the same path */
  transaction: PGlite['transaction']
  /** prepared statements currently held (tests) */
  size(): number
}

/**
 * Builds the fast `query` and `transaction` for a PGlite instance; `original` are its own
 * methods, used for what this path does not handle (blobs, explicit parameter types).
 */
export function fastQueries(
  client: PGlite,
  original: { query: PGlite['query']; transaction: PGlite['transaction'] },
): FastQueries {
  const pg = client as unknown as PGliteInternals
  const statements = new Map<string, Statement>()
  let counter = 0

  const exchange = async (message: Uint8Array): Promise<BackendMessage[]> => {
    const bytes = await client.execProtocolRaw(message, { syncToFs: false })
    const messages: BackendMessage[] = []
    new Parser().parse(bytes, (m) => messages.push(m))
    return messages
  }
  const firstError = (messages: BackendMessage[]) =>
    messages.find((m): m is BackendMessage & Error => m.name === 'error')

  const forget = async (text: string) => {
    const statement = statements.get(text)
    if (!statement) return
    statements.delete(text)
    // a failure here (e.g. inside an aborted transaction) only leaves an unused statement behind
    await exchange(concat([serialize.close({ type: 'S', name: statement.name }), serialize.sync()]))
  }

  const prepare = async (text: string, params: unknown[], options?: QueryOptions): Promise<Statement> => {
    const name = `shop_${++counter}`
    const messages = await exchange(
      concat([
        serialize.parse({ name, text, types: [] }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
    )
    const error = firstError(messages)
    if (error) throw queryError(error, text, params, options)
    let paramTypes: number[] = []
    let fields: Field[] = []
    for (const m of messages) {
      if (m.name === 'parameterDescription')
        paramTypes = (m as unknown as { dataTypeIDs: number[] }).dataTypeIDs
      else if (m.name === 'rowDescription')
        fields = (m as unknown as { fields: Field[] }).fields.map((f) => ({
          name: f.name,
          dataTypeID: f.dataTypeID,
        }))
    }
    const statement = { name, paramTypes, fields }
    statements.set(text, statement)
    if (statements.size > MAX_STATEMENTS) await forget(statements.keys().next().value!)
    return statement
  }

  const execute = async <T>(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    retry: boolean,
  ): Promise<Results<T>> => {
    let statement = statements.get(text)
    if (statement) {
      // least recently used first: a used statement moves to the end
      statements.delete(text)
      statements.set(text, statement)
    } else statement = await prepare(text, params, options)
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null
      const oid = statement.paramTypes[i]!
      const serializer = options?.serializers?.[oid] ?? pg.serializers[oid]
      return serializer ? serializer(param) : String(param)
    })
    const messages = await exchange(
      concat([
        serialize.bind({ statement: statement.name, values }),
        serialize.execute({}),
        serialize.sync(),
      ]),
    )
    const error = firstError(messages)
    if (error) {
      // a table changed shape under a prepared statement: prepare it again (outside transactions;
      // inside one the error has aborted it, as it would have anyway)
      if ((error as { code?: string }).code === CACHED_PLAN_CHANGED) {
        await forget(text)
        if (retry) return execute(text, params, options, false)
      }
      throw queryError(error, text, params, options)
    }
    return toResults<T>(statement.fields, messages, pg.parsers, options)
  }

  const query: QueryFn = async <T>(text: string, params: unknown[] = [], options?: QueryOptions) => {
    if (options?.blob || options?.paramTypes) return original.query<T>(text, params, options)
    await pg._checkReady()
    return pg._runExclusiveTransaction(() =>
      pg._runExclusiveQuery(async () => {
        const result = await execute<T>(text, params, options, true)
        await client.syncToFs()
        return result
      }),
    )
  }

  // inside a transaction PGlite holds the transaction lock; its queries take only the query lock
  // and leave the file-system sync to the end of the transaction
  const transaction = (<T>(callback: (tx: Transaction) => Promise<T>) =>
    original.transaction((tx) => {
      const fastTx = Object.create(tx, {
        query: {
          value: async <R>(text: string, params: unknown[] = [], options?: QueryOptions) => {
            if (tx.closed || options?.blob || options?.paramTypes) return tx.query<R>(text, params, options)
            return pg._runExclusiveQuery(() => execute<R>(text, params, options, false))
          },
        },
      }) as Transaction
      return callback(fastTx)
    })) as PGlite['transaction']

  return { query, transaction, size: () => statements.size }
}

/** The rows as PGlite's parseResults makes them, with the field parsers looked up once. */
function toResults<T>(
  fields: Field[],
  messages: BackendMessage[],
  defaults: PGliteInternals['parsers'],
  options: QueryOptions | undefined,
): Results<T> {
  const own = options?.parsers
  const parsers = fields.map((f) => own?.[f.dataTypeID] ?? defaults[f.dataTypeID])
  const arrayMode = options?.rowMode === 'array'
  const rows: unknown[] = []
  let affectedRows = 0
  let rowCount: number | undefined
  let command: string | undefined
  for (const m of messages) {
    if (m.name === 'dataRow') {
      const values = (m as unknown as { fields: (string | null)[] }).fields
      if (arrayMode) {
        const row = new Array<unknown>(values.length)
        for (let i = 0; i < values.length; i++) {
          const v = values[i]!
          const parse = parsers[i]
          row[i] = v === null ? null : parse ? parse(v, fields[i]!.dataTypeID) : v
        }
        rows.push(row)
      } else {
        const row: Record<string, unknown> = {}
        for (let i = 0; i < values.length; i++) {
          const v = values[i]!
          const parse = parsers[i]
          row[fields[i]!.name] = v === null ? null : parse ? parse(v, fields[i]!.dataTypeID) : v
        }
        rows.push(row)
      }
    } else if (m.name === 'commandComplete') {
      const parts = (m as unknown as { text: string }).text.split(' ')
      const count = parseInt(parts[parts.length - 1]!, 10)
      command = parts[0]
      if (['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(command!)) affectedRows += count
      if (!Number.isNaN(count)) rowCount = count
    }
  }
  const result = { rows: rows as T[], fields, command, affectedRows } as Results<T>
  if (rowCount !== undefined) (result as { rowCount?: number }).rowCount = rowCount
  return result
}

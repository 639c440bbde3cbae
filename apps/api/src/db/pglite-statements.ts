/**
 * A cheaper query path for the embedded database: one call into PostgreSQL per query.
 *
 * PGlite's own `query` sends parse, describe, bind, describe, execute and sync as six separate
 * calls into the WASM module, decodes the answer with a general protocol parser (a copied buffer
 * per field), and copies its table of ~370 type parsers for every query that brings its own
 * parsers (Drizzle's always do). On the shop's one thread that was most of the CPU of a cart call
 * (docs/decisions/0015).
 *
 * Here a query is one call: parse (unnamed statement, with the parameter types PostgreSQL
 * reported the first time this text ran), bind, describe, execute, sync - re-parsed and planned
 * with the actual values every time, exactly as before. Texts that the code prepares on purpose
 * (`keepPrepared`: Drizzle queries built once with placeholders, see db/client.ts) become named
 * prepared statements instead: bind, execute, sync, and PostgreSQL may reuse their plan as it
 * does for any prepared statement (plan_cache_mode auto), as node-postgres does with the same
 * named queries on a PostgreSQL server.
 *
 * Parameters are serialised by the parameter types PostgreSQL reports, with PGlite's own
 * serialisers, and fields are parsed with PGlite's parsers (the query's own over the instance's),
 * so the results are those of `PGlite.query`: the same rows, fields, command, affectedRows and
 * rowCount, and the same errors (the server's DatabaseError with SQLSTATE `code`).
 */
import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite'
import { readAnswer, Writer, type Answer, type Field } from './pglite-protocol.ts'

type Parsers = Record<number | string, (x: string, typeId?: number) => unknown>

/** The internals of PGlite this path relies on (public, but not in its typings). */
interface PGliteInternals {
  _checkReady(): Promise<void>
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>
  serializers: Record<number | string, (x: unknown) => string>
  parsers: Parsers
}

/** Texts prepared on purpose, in any instance: they become named statements. */
const preparedTexts = new Set<string>()

/** Marks a query text as prepared on purpose (a query the code builds once and runs often). */
export function keepPrepared(text: string) {
  preparedTexts.add(text)
}

/** Named statements per instance: PostgreSQL keeps each one's parse tree and plans. */
const MAX_NAMED = 200
/** Parameter types of texts seen, per instance (a small JS object each). */
const MAX_TYPES = 2000
/** SQLSTATE feature_not_supported: "cached plan must not change result type" after DDL */
const CACHED_PLAN_CHANGED = '0A000'
/** Statements that cannot change a table's shape: any other may, so remembered types are dropped. */
const DML = /^\s*(\(\s*)*(select|insert|update|delete|with|values)\b/i

function toResults<T>(
  answer: Answer,
  fields: Field[],
  defaults: Parsers,
  options: QueryOptions | undefined,
): Results<T> {
  const own = options?.parsers
  const parsers = fields.map((f) => own?.[f.dataTypeID] ?? defaults[f.dataTypeID])
  const arrayMode = options?.rowMode === 'array'
  const rows = answer.rows.map((values) => {
    const row: unknown[] | Record<string, unknown> = arrayMode ? new Array<unknown>(values.length) : {}
    for (let i = 0; i < values.length; i++) {
      const v = values[i]!
      const parse = parsers[i]
      const value = v === null ? null : parse ? parse(v, fields[i]!.dataTypeID) : v
      if (arrayMode) (row as unknown[])[i] = value
      else (row as Record<string, unknown>)[fields[i]!.name] = value
    }
    return row
  })
  const result = { rows, fields, command: answer.command, affectedRows: answer.affectedRows }
  if (answer.rowCount !== undefined) Object.assign(result, { rowCount: answer.rowCount })
  return result as Results<T>
}

/** The error PGlite would throw: the server's DatabaseError with the query attached. */
function queryError(error: Error, query: string, params: unknown[], options: QueryOptions | undefined) {
  return Object.assign(error, { query, params, queryOptions: options })
}

// ---- the query path ----------------------------------------------------------------------------

export interface FastQueries {
  /** replaces `client.query` */
  query: PGlite['query']
  /** wraps `client.transaction` so that the transaction's queries take the same path */
  transaction: PGlite['transaction']
  /** wraps `client.exec`: after a script, remembered parameter types may be stale */
  exec: PGlite['exec']
  /** named statements currently held (tests) */
  named(): number
}

/**
 * The fast `query`, `transaction` and `exec` of a PGlite instance; `original` are its own
 * methods, used for what this path does not handle (blobs, explicit parameter types).
 */
export function fastQueries(
  client: PGlite,
  original: Pick<PGlite, 'query' | 'transaction' | 'exec'>,
): FastQueries {
  const pg = client as unknown as PGliteInternals
  const writer = new Writer()
  /** parameter types by text (unnamed statements) */
  const types = new Map<string, number[]>()
  /** named statements by text */
  const named = new Map<string, { name: string; paramTypes: number[]; fields: Field[] }>()
  let counter = 0

  // the streaming form: execProtocolRaw would also run PGlite's general protocol parser over
  // every answer (for notifications), a copied buffer per field; the chunk is a view into WASM
  // memory, valid only during the callback
  let chunks: Uint8Array[] = []
  const stream = { syncToFs: false, onRawData: (bytes: Uint8Array) => void chunks.push(bytes.slice()) }
  const call = async (message: Uint8Array) => {
    chunks = []
    await client.execProtocolRawStream(message, stream)
    return readAnswer(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks))
  }

  const serialize = (params: unknown[], paramTypes: number[], options: QueryOptions | undefined) =>
    params.map((param, i) => {
      if (param === null || param === undefined) return null
      const oid = paramTypes[i]!
      const serializer = options?.serializers?.[oid] ?? pg.serializers[oid]
      return serializer ? serializer(param) : String(param)
    })

  /** parse and describe a text: its parameter types and result fields (and checks it) */
  const describe = async (name: string, text: string, params: unknown[], options?: QueryOptions) => {
    const answer = await call(writer.parse(name, text, []).describe('S', name).sync().take())
    if (answer.error) throw queryError(answer.error, text, params, options)
    return { paramTypes: answer.paramTypes ?? [], fields: answer.fields ?? [] }
  }

  const forgetNamed = async (text: string) => {
    const statement = named.get(text)
    if (!statement) return
    named.delete(text)
    // a failure here (inside an aborted transaction) only leaves an unused statement behind
    await call(writer.close(statement.name).sync().take())
  }

  const runNamed = async <T>(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    retry: boolean,
  ): Promise<Results<T>> => {
    let statement = named.get(text)
    if (statement) {
      // least recently used first: a used statement moves to the end
      named.delete(text)
      named.set(text, statement)
    } else {
      const name = `shop_${++counter}`
      statement = { name, ...(await describe(name, text, params, options)) }
      named.set(text, statement)
      if (named.size > MAX_NAMED) await forgetNamed(named.keys().next().value!)
    }
    const values = serialize(params, statement.paramTypes, options)
    const answer = await call(writer.bind(statement.name, values).execute().sync().take())
    if (answer.error) {
      // a table changed shape under the statement: prepare it again (outside a transaction;
      // inside one the error has aborted it, as it would have anyway)
      if ((answer.error as { code?: string }).code === CACHED_PLAN_CHANGED) {
        await forgetNamed(text)
        if (retry) return runNamed(text, params, options, false)
      }
      throw queryError(answer.error, text, params, options)
    }
    return toResults<T>(answer, statement.fields, pg.parsers, options)
  }

  const runUnnamed = async <T>(text: string, params: unknown[], options: QueryOptions | undefined) => {
    let paramTypes = types.get(text)
    if (!paramTypes) {
      paramTypes = (await describe('', text, params, options)).paramTypes
      if (DML.test(text)) {
        types.set(text, paramTypes)
        if (types.size > MAX_TYPES) types.delete(types.keys().next().value!)
      }
    }
    if (!DML.test(text)) types.clear()
    const values = serialize(params, paramTypes, options)
    const answer = await call(
      writer.parse('', text, paramTypes).bind('', values).describe('P', '').execute().sync().take(),
    )
    if (answer.error) throw queryError(answer.error, text, params, options)
    return toResults<T>(answer, answer.fields ?? [], pg.parsers, options)
  }

  const run = <T>(text: string, params: unknown[], options: QueryOptions | undefined) =>
    preparedTexts.has(text) ? runNamed<T>(text, params, options, true) : runUnnamed<T>(text, params, options)

  const query = (async <T>(text: string, params: unknown[] = [], options?: QueryOptions) => {
    if (options?.blob || options?.paramTypes) return original.query<T>(text, params, options)
    await pg._checkReady()
    return pg._runExclusiveTransaction(() =>
      pg._runExclusiveQuery(async () => {
        const result = await run<T>(text, params, options)
        await client.syncToFs()
        return result
      }),
    )
  }) as PGlite['query']

  // inside a transaction PGlite holds the transaction lock; its queries take only the query lock
  // and leave the file-system sync to the end of the transaction
  const transaction = (<T>(callback: (tx: Transaction) => Promise<T>) =>
    original.transaction((tx) => {
      const fastTx = Object.create(tx, {
        query: {
          value: async <R>(text: string, params: unknown[] = [], options?: QueryOptions) => {
            if (tx.closed || options?.blob || options?.paramTypes) return tx.query<R>(text, params, options)
            return pg._runExclusiveQuery(() => run<R>(text, params, options))
          },
        },
        exec: {
          value: (text: string, options?: QueryOptions) => {
            types.clear()
            return tx.exec(text, options)
          },
        },
      }) as Transaction
      return callback(fastTx)
    })) as PGlite['transaction']

  const exec = ((text: string, options?: QueryOptions) => {
    types.clear()
    return original.exec(text, options)
  }) as PGlite['exec']

  return { query, transaction, exec, named: () => named.size }
}

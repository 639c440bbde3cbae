/**
 * The few PostgreSQL wire-protocol messages the embedded database's query path needs
 * (pglite-statements.ts): parse, describe, close, bind, execute and sync written into one reused
 * buffer, and an answer read straight from its bytes (strings decoded once, no copy per field).
 * https://www.postgresql.org/docs/current/protocol-message-formats.html
 */
import { protocol } from '@electric-sql/pglite'

export type Field = { name: string; dataTypeID: number }

// ---- frontend messages -------------------------------------------------------------------------

export class Writer {
  private buf = Buffer.allocUnsafe(1024)
  private at = 0
  private ensure(n: number) {
    if (this.at + n <= this.buf.length) return
    const next = Buffer.allocUnsafe(Math.max(this.buf.length * 2, this.at + n))
    this.buf.copy(next, 0, 0, this.at)
    this.buf = next
  }
  byte(v: number) {
    this.ensure(1)
    this.buf[this.at++] = v
    return this
  }
  int16(v: number) {
    this.ensure(2)
    this.at = this.buf.writeInt16BE(v, this.at)
    return this
  }
  int32(v: number) {
    this.ensure(4)
    this.at = this.buf.writeInt32BE(v, this.at)
    return this
  }
  cstring(s: string) {
    const n = Buffer.byteLength(s)
    this.ensure(n + 1)
    this.at += this.buf.write(s, this.at)
    this.buf[this.at++] = 0
    return this
  }
  /** a message: code, length (filled in by `end`), body */
  start(code: number) {
    this.byte(code).int32(0)
    return this.at - 4
  }
  end(lengthAt: number) {
    this.buf.writeInt32BE(this.at - lengthAt, lengthAt)
    return this
  }
  parse(name: string, text: string, types: readonly number[]) {
    const m = this.start(0x50) // P
    this.cstring(name).cstring(text).int16(types.length)
    for (const t of types) this.int32(t)
    return this.end(m)
  }
  describe(kind: 'S' | 'P', name: string) {
    const m = this.start(0x44) // D
    return this.byte(kind.charCodeAt(0)).cstring(name).end(m)
  }
  close(name: string) {
    const m = this.start(0x43) // C
    return this.byte(0x53).cstring(name).end(m)
  }
  bind(statement: string, values: readonly (string | null)[]) {
    const m = this.start(0x42) // B
    this.cstring('').cstring(statement).int16(0).int16(values.length)
    for (const v of values) {
      if (v === null) {
        this.int32(-1)
        continue
      }
      const n = Buffer.byteLength(v)
      this.int32(n).ensure(n)
      this.at += this.buf.write(v, this.at)
    }
    return this.int16(0).end(m) // all results as text
  }
  execute() {
    const m = this.start(0x45) // E
    return this.cstring('').int32(0).end(m)
  }
  sync() {
    const m = this.start(0x53) // S
    return this.end(m)
  }
  /**
   * The bytes written, as a view: PGlite reads them during the (synchronous) call, and the next
   * message is written only after that call returned (all of it runs under PGlite's query lock).
   */
  take(): Uint8Array {
    const out = this.buf.subarray(0, this.at)
    this.at = 0
    // a bulk insert may have grown it: do not keep megabytes for the small messages that follow
    if (this.buf.length > 1 << 20) this.buf = Buffer.allocUnsafe(1024)
    return out
  }
}

// ---- backend messages --------------------------------------------------------------------------

export interface Answer {
  error?: Error
  paramTypes?: number[]
  fields?: Field[]
  rows: (string | null)[][]
  command?: string
  affectedRows: number
  rowCount?: number
}

/** The zero-terminated string at `at` and the offset after it. */
function cstring(buf: Buffer, at: number): [string, number] {
  const end = buf.indexOf(0, at)
  return [buf.toString('utf8', at, end), end + 1]
}

// module-level functions only in the per-query path: tsx (keepNames) wraps every function made
// inside another one in a naming call, measurable at this rate

/** Reads what the query path needs from the server's answer; other messages are skipped. */
export function readAnswer(bytes: Uint8Array): Answer {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const answer: Answer = { rows: [], affectedRows: 0 }
  let at = 0
  while (at + 5 <= buf.length) {
    const code = buf[at]!
    const end = at + 1 + buf.readInt32BE(at + 1)
    let p = at + 5
    switch (code) {
      case 0x44: {
        // D: data row
        const count = buf.readInt16BE(p)
        p += 2
        const row = new Array<string | null>(count)
        for (let i = 0; i < count; i++) {
          const n = buf.readInt32BE(p)
          p += 4
          if (n < 0) row[i] = null
          else {
            row[i] = buf.toString('utf8', p, p + n)
            p += n
          }
        }
        answer.rows.push(row)
        break
      }
      case 0x54: {
        // T: row description
        const count = buf.readInt16BE(p)
        p += 2
        const fields: Field[] = []
        for (let i = 0; i < count; i++) {
          const [name, next] = cstring(buf, p)
          fields.push({ name, dataTypeID: buf.readInt32BE(next + 6) })
          p = next + 18
        }
        answer.fields = fields
        break
      }
      case 0x6e: // n: no data
        answer.fields = []
        break
      case 0x74: {
        // t: parameter description
        const count = buf.readInt16BE(p)
        const types: number[] = []
        for (let i = 0; i < count; i++) types.push(buf.readInt32BE(p + 2 + 4 * i))
        answer.paramTypes = types
        break
      }
      case 0x43: {
        // C: command complete, as PGlite's parseResults reads it
        const parts = cstring(buf, p)[0].split(' ')
        const count = parseInt(parts[parts.length - 1]!, 10)
        answer.command = parts[0]
        if (['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(parts[0]!)) answer.affectedRows += count
        if (!Number.isNaN(count)) answer.rowCount = count
        break
      }
      case 0x45: // E: the first error, decoded by PGlite's own parser (all its fields)
        if (!answer.error)
          new protocol.Parser().parse(bytes.subarray(at, end), (m) => {
            if (m instanceof Error) answer.error = m
          })
        break
      // the others (parse/bind/close complete, ready for query, notices, parameter status) carry
      // nothing for a query's result; the shop does not LISTEN, so no notifications arrive
    }
    at = end
  }
  return answer
}

import 'fake-indexeddb/auto'
import { IDBFactory } from 'fake-indexeddb'
import { beforeEach, describe, expect, it } from 'vitest'
import { forgetOfflineDb, openOfflineDb, type OfflineDb } from '../offline/offline-db.ts'
import {
  clearRecords,
  deleteRecords,
  isCacheRecord,
  readRecord,
  walkEntries,
  writeRecord,
} from './idb-records.ts'
import { recordSize } from './value-size.ts'

let db: OfflineDb

beforeEach(async () => {
  globalThis.indexedDB = new IDBFactory()
  forgetOfflineDb()
  db = (await openOfflineDb())!
})

describe('cache records in the offline database', () => {
  it('writes and reads {key, stored_at, value}', async () => {
    await writeRecord(db, { key: 'p:1', stored_at: 10, value: { name: 'Frame', tags: ['a'] } })
    expect(await readRecord(db, 'p:1')).toEqual({
      key: 'p:1',
      stored_at: 10,
      value: { name: 'Frame', tags: ['a'] },
    })
    expect(await readRecord(db, 'p:2')).toBeUndefined()
  })

  it('reads a record of another shape as a miss', async () => {
    await db.put('cache', { key: 'odd', stored_at: 'yesterday' } as never)
    expect(await readRecord(db, 'odd')).toBeUndefined()
    expect(isCacheRecord({ key: 'k', stored_at: 1, value: null })).toBe(true)
    expect(isCacheRecord({ key: 'k', stored_at: 1 })).toBe(false)
    expect(isCacheRecord(null)).toBe(false)
  })

  it('deletes several keys in one go, and clears', async () => {
    for (const key of ['a', 'b', 'c']) await writeRecord(db, { key, stored_at: 1, value: key })
    await deleteRecords(db, ['a', 'c', 'missing'])
    expect(await db.getAllKeys('cache')).toEqual(['b'])
    await deleteRecords(db, [])
    await clearRecords(db)
    expect(await db.count('cache')).toBe(0)
  })

  it('walks every entry with its stored_at and counted size', async () => {
    await writeRecord(db, { key: 'a', stored_at: 3, value: 'xy' })
    await writeRecord(db, { key: 'b', stored_at: 4, value: { n: 1 } })
    await db.put('cache', { key: 'c', stored_at: 'bad' } as never)
    const entries = await walkEntries(db, { countSizes: true, stop: { stopped: false } })
    expect(entries).toEqual([
      { key: 'a', stored_at: 3, bytes: recordSize('a', 'xy') },
      { key: 'b', stored_at: 4, bytes: recordSize('b', { n: 1 }) },
      // a damaged record is walked too (so a purge can remove it), as the oldest
      { key: 'c', stored_at: Number.NaN, bytes: recordSize('c', { key: 'c', stored_at: 'bad' }) },
    ])
    const cheap = await walkEntries(db, { countSizes: false, stop: { stopped: false } })
    expect(cheap.map((e) => e.bytes)).toEqual([0, 0, 0])
  })

  it('a stopped walk reads no further', async () => {
    for (let i = 0; i < 5; i++) await writeRecord(db, { key: `k${i}`, stored_at: i, value: i })
    expect(await walkEntries(db, { countSizes: false, stop: { stopped: true } })).toEqual([])
  })
})

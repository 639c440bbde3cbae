/** A transaction that a typed failure rolls back as surely as an exception (issue 18). */
import type { Db } from '../db/client.ts'
import type { Failure, Result } from '../result.ts'

class Rollback extends Error {
  constructor(readonly failure: Failure) {
    super(failure.message)
  }
}

export async function inTransaction<T>(db: Db, work: (tx: Db) => Promise<Result<T>>): Promise<Result<T>> {
  try {
    return await db.transaction(async (tx) => {
      const result = await work(tx as unknown as Db)
      if (!result.ok) throw new Rollback(result)
      return result
    })
  } catch (e) {
    if (e instanceof Rollback) return e.failure
    throw e
  }
}

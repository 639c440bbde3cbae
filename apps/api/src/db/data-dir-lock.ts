/**
 * PGlite is a database inside one process. Two processes opening the same data directory do not
 * see each other's writes and may overwrite them (tried here: a row inserted by a second process
 * stayed invisible to the first, which then wrote its own pages back). So the process that opens
 * an embedded data directory claims it with a lock file holding its pid, and a second process
 * (the review or seed CLI next to a running shop) stops with a message saying what to do instead
 * of splitting the data silently. A lock whose process is gone (a crash) is taken over.
 */
import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs'
import { dirname } from 'node:path'

export class DataDirInUseError extends Error {}

function alive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to someone else
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

const readOwner = (path: string) => {
  try {
    return Number(readFileSync(path, 'utf8').trim())
  } catch {
    return NaN
  }
}

/** Claims `dataDir` for this process; returns the release (call it after closing the database). */
export function claimDataDir(dataDir: string): () => void {
  const path = `${dataDir}.lock`
  mkdirSync(dirname(path), { recursive: true })
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(path, 'wx')
      writeSync(fd, String(process.pid))
      closeSync(fd)
      return () => {
        if (readOwner(path) === process.pid) unlinkSync(path)
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const owner = readOwner(path)
      if (alive(owner)) {
        throw new DataDirInUseError(
          `The embedded database ${dataDir} is in use by process ${owner} (a running shop?). ` +
            'Only one process can use it: stop that process first, or use a PostgreSQL server ' +
            '(DATABASE_URL) for several processes. Reviews can be moderated on a running shop with ' +
            'POST /api/admin/reviews/<id>/approve, customer groups set with ' +
            'POST /api/admin/customers/<id>/group (ADMIN_API_KEY).',
        )
      }
      // left behind by a process that ended without closing: take it over
      try {
        unlinkSync(path)
      } catch {
        /* another process took it over first; the next attempt says who */
      }
    }
  }
  throw new DataDirInUseError(`Could not lock the embedded database ${dataDir} (${path})`)
}

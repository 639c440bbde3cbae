/**
 * `npm run reviews -- list [pending|approved|rejected]`, `npm run reviews -- approve <id>`,
 * `npm run reviews -- reject <id>`: review moderation from the shell, on the configured database.
 * With REDIS_URL the running shop's cached review searches are dropped too; with the in-process
 * cache they expire within CACHE_TTL_SECONDS.
 */
import { loadConfig } from '../config/config.ts'
import { migrate } from '../db/migrate.ts'
import { openDatabase } from '../db/open.ts'
import { createCache } from '../cache/create-cache.ts'
import { REVIEW_STATUS } from './review-doc.ts'
import { listReviews, moderateReview } from './review-service.ts'

const USAGE = 'Usage: npm run reviews -- list [pending|approved|rejected] | approve <id> | reject <id>'

async function main(args: string[]): Promise<number> {
  const [command, arg] = args
  if (command !== 'list' && command !== 'approve' && command !== 'reject') {
    console.error(USAGE)
    return 1
  }
  const id = Number(arg)
  if (command !== 'list' && !(Number.isInteger(id) && id > 0)) {
    console.error(`A review id (a positive whole number) is needed, got "${arg ?? ''}"\n${USAGE}`)
    return 1
  }
  if (command === 'list' && arg !== undefined && !(arg in REVIEW_STATUS)) {
    console.error(`Unknown status "${arg}"\n${USAGE}`)
    return 1
  }
  const config = loadConfig()
  const database = await openDatabase(config)
  const cache = await createCache(config)
  try {
    await migrate(database)
    if (command === 'list') {
      const status = arg ? REVIEW_STATUS[arg as keyof typeof REVIEW_STATUS] : undefined
      for (const r of await listReviews({ database }, status)) {
        console.log(`${r.id}\t${r.review_status}\tproduct ${r.product_id}\t${r.nickname}\t${r.title}`)
      }
      return 0
    }
    const result = await moderateReview({ database, cache }, id, command)
    if (!result.ok) {
      console.error(result.message)
      return 1
    }
    console.log(`Review ${id} ${command === 'approve' ? 'approved' : 'rejected'}`)
    return 0
  } finally {
    await cache.close()
    await database.close()
  }
}

process.exitCode = await main(process.argv.slice(2))

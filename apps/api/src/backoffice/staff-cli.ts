/**
 * `npm run backoffice -- <command>` (see `--help`): the back office's staff tools from the shell, on
 * the configured database (DATABASE_URL, else the embedded one under DATA_DIR, which a running
 * shop holds: use the admin API /api/admin/backoffice/... there). With REDIS_URL the running
 * shops' cached prices of a changed customer are dropped at once; without it a shop's in-process
 * cache keeps them at most five minutes (decision 0133).
 */
import { noCache } from '../cache/cache.ts'
import { createCache } from '../cache/create-cache.ts'
import { runDatabaseCommand } from '../cli/database-command.ts'
import { loadConfig } from '../config/config.ts'
import { BACKOFFICE_USAGE, parseBackofficeArgs, runBackofficeCommand } from './staff-command.ts'

const args = process.argv.slice(2)
const parsed = parseBackofficeArgs(args)
if (typeof parsed !== 'string' && parsed.command === 'help') {
  // no database for the help text
  console.log(BACKOFFICE_USAGE)
  process.exitCode = 0
} else {
  process.exitCode = await runDatabaseCommand(
    args,
    parseBackofficeArgs,
    async ({ database }, command, io) => {
      const config = loadConfig()
      const cache = config.redisUrl && config.cache.enabled ? await createCache(config) : noCache
      try {
        return await runBackofficeCommand({ database, config, cache }, command, io)
      } finally {
        await cache.close()
      }
    },
  )
}

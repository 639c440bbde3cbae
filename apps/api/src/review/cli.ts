/**
 * `npm run reviews -- list [pending|approved|rejected]`, `npm run reviews -- approve <id>`,
 * `npm run reviews -- reject <id>`: review moderation from the shell, on the configured database
 * (DATABASE_URL, else the embedded one under DATA_DIR). Running shops show the change at once:
 * review searches are never cached (docs/decisions/0072).
 */
import { loadConfig } from '../config/config.ts'
import { migrate } from '../db/migrate.ts'
import { openDatabase } from '../db/open.ts'
import { parseReviewsArgs, runReviewsCommand } from './moderation-command.ts'

async function main(args: string[]): Promise<number> {
  const parsed = parseReviewsArgs(args)
  if (typeof parsed === 'string') {
    console.error(parsed)
    return 1
  }
  const database = await openDatabase(loadConfig())
  try {
    await migrate(database)
    return await runReviewsCommand({ database }, parsed, {
      out: (line) => console.log(line),
      err: (line) => console.error(line),
    })
  } finally {
    await database.close()
  }
}

process.exitCode = await main(process.argv.slice(2))

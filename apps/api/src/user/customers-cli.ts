/**
 * `npm run customers -- groups`, `npm run customers -- set-group <id or e-mail> <group id>`: make
 * a business customer from the shell, on the configured database (DATABASE_URL, else the embedded
 * one under DATA_DIR, which a running shop holds: use POST /api/admin/customers/<id>/group there).
 */
import { loadConfig } from '../config/config.ts'
import { migrate } from '../db/migrate.ts'
import { openDatabase } from '../db/open.ts'
import { parseCustomersArgs, runCustomersCommand } from './customers-command.ts'

async function main(args: string[]): Promise<number> {
  const parsed = parseCustomersArgs(args)
  if (typeof parsed === 'string') {
    console.error(parsed)
    return 1
  }
  const database = await openDatabase(loadConfig())
  try {
    await migrate(database)
    return await runCustomersCommand({ database }, parsed, {
      out: (line) => console.log(line),
      err: (line) => console.error(line),
    })
  } finally {
    await database.close()
  }
}

process.exitCode = await main(process.argv.slice(2))

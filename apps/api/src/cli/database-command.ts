/**
 * The frame of the shop's shell commands (`npm run reviews`, `npm run customers`): parse the
 * arguments (a string is the usage message), open the configured database (DATABASE_URL, else the
 * embedded one under DATA_DIR), migrate it, run, close, and turn the outcome into an exit code.
 */
import { loadConfig } from '../config/config.ts'
import type { Database } from '../db/client.ts'
import { migrate } from '../db/migrate.ts'
import { openDatabase } from '../db/open.ts'

export interface CommandOutput {
  out(line: string): void
  err(line: string): void
}

export async function runDatabaseCommand<A>(
  args: string[],
  parse: (args: string[]) => A | string,
  run: (ctx: { database: Database }, parsed: A, output: CommandOutput) => Promise<number>,
): Promise<number> {
  const parsed = parse(args)
  if (typeof parsed === 'string') {
    console.error(parsed)
    return 1
  }
  const database = await openDatabase(loadConfig())
  try {
    await migrate(database)
    return await run({ database }, parsed, {
      out: (line) => console.log(line),
      err: (line) => console.error(line),
    })
  } finally {
    await database.close()
  }
}

/**
 * `npm run customers -- groups`, `npm run customers -- set-group <id or e-mail> <group id>`: make
 * a business customer from the shell, on the configured database (DATABASE_URL, else the embedded
 * one under DATA_DIR, which a running shop holds: use POST /api/admin/customers/<id>/group there).
 */
import { runDatabaseCommand } from '../cli/database-command.ts'
import { parseCustomersArgs, runCustomersCommand } from './customers-command.ts'

process.exitCode = await runDatabaseCommand(process.argv.slice(2), parseCustomersArgs, runCustomersCommand)

/**
 * `npm run reviews -- list [pending|approved|rejected]`, `npm run reviews -- approve <id>`,
 * `npm run reviews -- reject <id>`: review moderation from the shell, on the configured database
 * (DATABASE_URL, else the embedded one under DATA_DIR). Running shops show the change at once:
 * review searches are never cached (docs/decisions/0072).
 */
import { runDatabaseCommand } from '../cli/database-command.ts'
import { parseReviewsArgs, runReviewsCommand } from './moderation-command.ts'

process.exitCode = await runDatabaseCommand(process.argv.slice(2), parseReviewsArgs, runReviewsCommand)

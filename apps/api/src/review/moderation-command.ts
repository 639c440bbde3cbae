/**
 * The review moderation command behind `npm run reviews` (cli.ts), kept apart from the process
 * set-up (config, database) so a test can run it against its own database: `list [status]`,
 * `approve <id>`, `reject <id>`. Answers the process exit code.
 */
import type { AppContext } from '../context.ts'
import { REVIEW_STATUS } from './review-doc.ts'
import { listReviews, moderateReview } from './review-service.ts'

export const USAGE = 'Usage: npm run reviews -- list [pending|approved|rejected] | approve <id> | reject <id>'

export type ReviewsCommand =
  { command: 'list'; status?: number } | { command: 'approve' | 'reject'; id: number }

export interface CommandOutput {
  out(line: string): void
  err(line: string): void
}

/** The command line, checked before any database is opened; a string is the message to print. */
export function parseReviewsArgs(args: readonly string[]): ReviewsCommand | string {
  const [command, arg, extra] = args
  if (command !== 'list' && command !== 'approve' && command !== 'reject') return USAGE
  if (extra !== undefined) return `Unexpected argument "${extra}"\n${USAGE}`
  if (command === 'list') {
    if (arg === undefined) return { command }
    if (!Object.hasOwn(REVIEW_STATUS, arg)) return `Unknown status "${arg}"\n${USAGE}`
    return { command, status: REVIEW_STATUS[arg as keyof typeof REVIEW_STATUS] }
  }
  const id = Number(arg)
  if (!arg || !/^\d+$/.test(arg) || !Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) {
    return `A review id (a positive whole number) is needed, got "${arg ?? ''}"\n${USAGE}`
  }
  return { command, id }
}

/** Runs a parsed command; 0 on success, 1 when the review does not exist. */
export async function runReviewsCommand(
  ctx: Pick<AppContext, 'database'>,
  parsed: ReviewsCommand,
  io: CommandOutput,
): Promise<number> {
  if (parsed.command === 'list') {
    for (const r of await listReviews(ctx, parsed.status)) {
      io.out(`${r.id}\t${r.review_status}\tproduct ${r.product_id}\t${r.nickname}\t${r.title}`)
    }
    return 0
  }
  const result = await moderateReview(ctx, parsed.id, parsed.command)
  if (!result.ok) {
    io.err(result.message)
    return 1
  }
  io.out(`Review ${parsed.id} ${parsed.command === 'approve' ? 'approved' : 'rejected'}`)
  return 0
}

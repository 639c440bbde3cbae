/**
 * The command behind `npm run customers` (customers-cli.ts), apart from the process set-up so a
 * test can run it on its own database: `groups` lists the customer groups, `set-group <customer
 * id or e-mail> <group id>` moves a customer (docs/decisions/0077). Answers the exit code.
 */
import type { AppContext } from '../context.ts'
import type { CommandOutput } from '../review/moderation-command.ts'
import { customerGroups, setCustomerGroup, type CustomerRef } from './customer-group-admin.ts'

export const CUSTOMERS_USAGE =
  'Usage: npm run customers -- groups | set-group <customer id or e-mail> <group id>'

export type CustomersCommand =
  { command: 'groups' } | { command: 'set-group'; who: CustomerRef; groupId: number }

const wholeNumber = (arg: string | undefined, min: number) => {
  const n = Number(arg)
  return arg && /^\d+$/.test(arg) && Number.isSafeInteger(n) && n >= min && n <= 2_147_483_647 ? n : null
}

/** The command line, checked before any database is opened; a string is the message to print. */
export function parseCustomersArgs(args: readonly string[]): CustomersCommand | string {
  const [command, who, group, extra] = args
  if (command === 'groups') {
    return who === undefined ? { command } : `Unexpected argument "${who}"\n${CUSTOMERS_USAGE}`
  }
  if (command !== 'set-group') return CUSTOMERS_USAGE
  if (extra !== undefined) return `Unexpected argument "${extra}"\n${CUSTOMERS_USAGE}`
  const id = wholeNumber(who, 1)
  const ref: CustomerRef | null = id !== null ? { id } : who?.includes('@') ? { email: who } : null
  if (!ref) return `A customer id or e-mail address is needed, got "${who ?? ''}"\n${CUSTOMERS_USAGE}`
  const groupId = wholeNumber(group, 0)
  if (groupId === null)
    return `A group id (a whole number) is needed, got "${group ?? ''}"\n${CUSTOMERS_USAGE}`
  return { command, who: ref, groupId }
}

export async function runCustomersCommand(
  ctx: Pick<AppContext, 'database'>,
  parsed: CustomersCommand,
  io: CommandOutput,
): Promise<number> {
  if (parsed.command === 'groups') {
    for (const g of await customerGroups(ctx)) io.out(`${g.id}\t${g.code}${g.id === 0 ? '\t(guests)' : ''}`)
    return 0
  }
  const result = await setCustomerGroup(ctx, parsed.who, parsed.groupId)
  if (!result.ok) {
    io.err(result.message)
    return 1
  }
  const { id, email, group_id, previous_group_id } = result.value
  io.out(`Customer ${id} (${email}): group ${previous_group_id} -> ${group_id}`)
  return 0
}

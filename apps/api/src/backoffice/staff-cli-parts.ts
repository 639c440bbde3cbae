/**
 * What the staff commands that run a service from the command line share: a logger that writes
 * warnings to the terminal, the service context with it and the clock, and the printing of a
 * service's Result (exit code 1 with its message, 0 with the printed lines).
 */
import type { FastifyBaseLogger } from 'fastify'
import type { CommandOutput } from '../cli/database-command.ts'
import type { Result } from '../result.ts'
import type { StaffContext } from './staff-customers.ts'

export function cliLogger(io: CommandOutput): FastifyBaseLogger {
  const say = (obj: unknown, msg?: string) => io.err(`${msg ?? ''} ${JSON.stringify(obj)}`.trim())
  const logger = { error: say, warn: say, info: () => {}, debug: () => {}, trace: () => {}, fatal: say }
  return { ...logger, level: 'warn', child: () => logger, silent: () => {} } as unknown as FastifyBaseLogger
}

/** The staff context a service expects, logging to the terminal. */
export const cliContext = (ctx: StaffContext, io: CommandOutput) => ({
  ...ctx,
  log: cliLogger(io),
  now: () => new Date(),
})

/** Prints a service's answer: its lines and exit code 0, or its message on stderr and 1. */
export const printResult =
  <T>(print: (value: T) => string[]) =>
  (result: Result<T>, io: CommandOutput): number => {
    if (!result.ok) {
      io.err(result.message)
      return 1
    }
    for (const line of print(result.value)) io.out(line)
    return 0
  }

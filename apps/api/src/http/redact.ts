/** Tokens travel in query strings (contract §1.3); they must never reach the logs. */
const SECRET_PARAMS = /([?&](?:token|refreshToken|groupToken|resetToken|cartId)=)[^&#]*/gi

export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]')
}

/** Drizzle appends every bound value to a failed query's message: "\nparams: a,b,hash,...". */
const PARAMS_TAIL = /\nparams: [\s\S]*?(?=\n {4}at |\ncaused by: |$)/g

type LoggedError = {
  type: string
  message: string
  stack: string
  code?: unknown
  cause?: LoggedError
}

/**
 * The log form of an error: name, message, stack and the database's error code, and nothing
 * else. A failed query carries its bound values (a customer's password hash, address, e-mail) in
 * `params` and in its message (issue 14 §7): both are cut, as are any other own properties a
 * library may hang on an error.
 */
export function redactError(err: unknown, depth = 0): LoggedError {
  if (!(err instanceof Error)) return { type: typeof err, message: '[not an Error]', stack: '' }
  const out: LoggedError = {
    type: err.constructor?.name ?? err.name,
    message: err.message.replace(PARAMS_TAIL, '\nparams: [redacted]'),
    stack: (err.stack ?? '').replace(PARAMS_TAIL, '\nparams: [redacted]'),
  }
  const code = (err as { code?: unknown }).code
  if (typeof code === 'string' || typeof code === 'number') out.code = code
  if (err.cause !== undefined && depth < 3) out.cause = redactError(err.cause, depth + 1)
  return out
}

/**
 * Expected failures travel as values; exceptions are bugs. A failure says what went wrong in the
 * shop's terms, never as an HTTP status: `http/result.ts` is the one place that maps a kind to a
 * status, so a service can be called from a route, a CLI, a job or the offline queue alike.
 */
export type FailureKind =
  | 'invalid' // the input breaks a rule (400)
  | 'unauthorized' // no valid token, or a wrong password (401)
  | 'forbidden' // known caller, not allowed (403)
  | 'not_found' // the thing asked for does not exist for this caller (404)
  | 'conflict' // the state does not allow it now (409)
  | 'unprocessable' // well-formed, but cannot be carried out (422)
  | 'rate_limited' // too many attempts; retryAfterSeconds says when (429)
  | 'upstream_failed' // a provider (mail, newsletter, payment) did not answer as it should (502)
  | 'upstream_timeout' // a provider did not answer in time (504)

export interface Failure {
  ok: false
  error: FailureKind
  message: string
  /** with rate_limited: seconds until another attempt may succeed */
  retryAfterSeconds?: number
  /** the failure travels as `{errorMessage, code}` instead of a plain message (contract §1.2) */
  errorObject?: boolean
  /** what a client reads instead of the words (the envelope's `meta`, spec 001 §7), e.g. the problems by field */
  meta?: unknown
}

export type Result<T> = { ok: true; value: T } | Failure

export const ok = <T>(value: T): Result<T> => ({ ok: true, value })

export const fail = (
  error: FailureKind,
  message: string,
  extra?: Pick<Failure, 'retryAfterSeconds' | 'errorObject' | 'meta'>,
): Failure => ({ ok: false, error, message, ...extra })

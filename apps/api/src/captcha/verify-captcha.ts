/**
 * The one server-side captcha check the public forms call (request-account, contacts; issue 19).
 * PLACEHOLDER until the captcha module lands: the captcha is not active, so every submission passes.
 */
import type { AppContext } from '../context.ts'
import { ok, type Result } from '../result.ts'

/** Verifies and spends `token` (the solution the browser's captcha produced): 4xx result when refused. */
export async function verifyCaptcha(
  _ctx: AppContext,
  _token: unknown,
  _remoteIp: string | undefined,
): Promise<Result<true>> {
  return ok(true)
}

/** Tokens travel in query strings (contract §1.3); they must never reach the logs. */
const SECRET_PARAMS = /([?&](?:token|refreshToken|groupToken|resetToken|cartId)=)[^&#]*/gi

export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]')
}

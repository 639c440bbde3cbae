/**
 * For tests: an unsigned token shaped like a groupToken with the given claims. The browser only
 * reads a token's claims (to tell groups apart); the API verifies the signature.
 */
export function fakeGroupToken(claims: object): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.c2lnbmF0dXJl`
}

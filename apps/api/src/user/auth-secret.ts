/**
 * The signing secret of access and group tokens. AUTH_SECRET when set; otherwise one is generated
 * once and kept in DATA_DIR/auth-secret (as config.ts promises), so tokens survive a restart and
 * all processes sharing the data directory agree. The catalogue reads config.authSecret to verify
 * groupToken, so the generated secret is written back there.
 */
import { randomBytes } from 'node:crypto'
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { AppConfig } from '../config/config.ts'

export function ensureAuthSecret(config: AppConfig): string {
  if (config.authSecret) return config.authSecret
  const file = join(config.dataDir, 'auth-secret')
  let secret: string
  try {
    secret = readFileSync(file, 'utf8').trim()
  } catch {
    mkdirSync(config.dataDir, { recursive: true })
    // written aside and linked into place: the file appears complete or not at all, and a
    // process that loses the race reads the winner's secret
    const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`
    writeFileSync(temp, randomBytes(48).toString('base64url'), { mode: 0o600 })
    try {
      linkSync(temp, file)
    } catch {
      // another process created it first: use theirs
    } finally {
      unlinkSync(temp)
    }
    secret = readFileSync(file, 'utf8').trim()
  }
  if (secret.length < 32) throw new Error(`${file} holds a secret shorter than 32 characters`)
  config.authSecret = secret
  return secret
}

/**
 * Reading the shop's e-mail in journeys: the shop writes each message as an .eml file to
 * DATA_DIR/outbox (nodemailer's MIME: multipart, quoted-printable or base64 parts). `mailTo`
 * waits (polling, no fixed sleep) for the newest message to an address and answers its text part.
 */
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { expect } from '@playwright/test'
import { outboxDir } from './shop-env.ts'

export interface Mail {
  headers: Record<string, string>
  text: string
}

function splitHead(raw: string): { headers: Record<string, string>; body: string } {
  const cut = raw.search(/\r?\n\r?\n/)
  const head = cut === -1 ? raw : raw.slice(0, cut)
  const body = cut === -1 ? '' : raw.slice(cut).replace(/^\r?\n\r?\n/, '')
  const headers: Record<string, string> = {}
  // folded header lines continue with white space
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
  }
  return { headers, body }
}

function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '')
  const bytes: number[] = []
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3)
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16))
      i += 2
    } else {
      bytes.push(...Buffer.from(joined[i]!, 'utf8'))
    }
  }
  return Buffer.from(bytes).toString('utf8')
}

function decodePart(headers: Record<string, string>, body: string): string {
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase()
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body)
  return body
}

/** The text/plain content of a message, searching multipart bodies. */
export function textOf(raw: string): Mail {
  const { headers, body } = splitHead(raw)
  const type = headers['content-type'] ?? 'text/plain'
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1]
  if (!boundary) return { headers, text: decodePart(headers, body) }
  for (const chunk of body.split(`--${boundary}`).slice(1)) {
    if (chunk.startsWith('--')) break // the closing boundary
    const part = textOf(chunk.replace(/^\r?\n/, ''))
    const partType = part.headers['content-type'] ?? 'text/plain'
    // a nested multipart part has already found its text/plain part
    if (partType.startsWith('text/plain') || partType.startsWith('multipart/'))
      return { headers, text: part.text }
  }
  throw new Error('the message has no text/plain part')
}

/** The newest message to `to` whose subject matches, once the shop has written it. */
export async function mailTo(to: string, subject: RegExp): Promise<Mail> {
  let found: Mail | null = null
  await expect
    .poll(
      async () => {
        const files = (await readdir(outboxDir()).catch(() => [] as string[])).filter((f) =>
          f.endsWith('.eml'),
        )
        // names start with an ISO time stamp: the last one sorted is the newest
        for (const file of files.sort().reverse()) {
          const mail = textOf(await readFile(join(outboxDir(), file), 'utf8'))
          if (mail.headers.to?.includes(to) && subject.test(mail.headers.subject ?? '')) {
            found = mail
            return true
          }
        }
        return false
      },
      { message: `an e-mail to ${to} in ${outboxDir()}` },
    )
    .toBe(true)
  return found!
}

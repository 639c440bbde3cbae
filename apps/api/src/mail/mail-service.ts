/**
 * Sending e-mail. Default: every message is written as an .eml file under DATA_DIR/outbox (open
 * it in any mail client; nothing leaves the machine). With SMTP_URL set, nodemailer sends it
 * through that server. Both build the same RFC 5322 message.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { randomBytes } from 'node:crypto'
import { join } from 'node:path'
import nodemailer from 'nodemailer'
import type { AppConfig } from '../config/config.ts'

export interface MailMessage {
  to: string
  /** where an answer goes (the contact form: the sender) */
  replyTo?: string
  subject: string
  text: string
  html: string
  /** files sent with it (an invoice's PDF); both the outbox and SMTP carry them */
  attachments?: MailAttachment[]
}

export interface MailAttachment {
  filename: string
  content: Buffer
  contentType: string
}

export interface MailService {
  readonly kind: 'outbox' | 'smtp'
  /** resolves with where the message went: the .eml path or the SMTP message id */
  send(message: MailMessage): Promise<string>
}

export function outboxDir(dataDir: string): string {
  return join(dataDir, 'outbox')
}

export function createOutboxMail(dir: string, from: string): MailService {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  return {
    kind: 'outbox',
    async send(message) {
      const info = await transport.sendMail({ from, ...message })
      await mkdir(dir, { recursive: true })
      const stamp = new Date().toISOString().replace(/[:.]/g, '-')
      const file = join(dir, `${stamp}-${randomBytes(4).toString('hex')}.eml`)
      await writeFile(file, info.message as Buffer)
      return file
    },
  }
}

export function createSmtpMail(smtpUrl: string, from: string): MailService {
  const transport = nodemailer.createTransport(smtpUrl)
  return {
    kind: 'smtp',
    async send(message) {
      const info = await transport.sendMail({ from, ...message })
      return info.messageId
    },
  }
}

const services = new WeakMap<AppConfig, MailService>()

/** One mail service per configuration (the SMTP transport pools its connections). */
export function mailService(config: AppConfig): MailService {
  let service = services.get(config)
  if (!service) {
    service = config.mail.smtpUrl
      ? createSmtpMail(config.mail.smtpUrl, config.mail.from)
      : createOutboxMail(outboxDir(config.dataDir), config.mail.from)
    services.set(config, service)
  }
  return service
}

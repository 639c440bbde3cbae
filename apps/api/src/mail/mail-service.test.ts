import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createOutboxMail } from './mail-service.ts'

describe('outbox mail', () => {
  const dirs: string[] = []
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true })
  })

  it('writes each message as an .eml file with headers and both bodies', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'outbox-'))
    dirs.push(dir)
    const mail = createOutboxMail(join(dir, 'outbox'), 'Shop <shop@example.test>')
    const path = await mail.send({
      to: 'jan@example.test',
      subject: 'Bestelling 000001001',
      text: 'Bedankt voor je bestelling',
      html: '<p>Bedankt voor je bestelling</p>',
    })
    expect(path.endsWith('.eml')).toBe(true)
    expect(await readdir(join(dir, 'outbox'))).toHaveLength(1)
    const eml = await readFile(path, 'utf8')
    expect(eml).toContain('To: jan@example.test')
    expect(eml).toContain('From: Shop <shop@example.test>')
    expect(eml).toContain('Subject: Bestelling 000001001')
    expect(eml).toContain('Content-Type: text/html')
    expect(eml).toContain('Bedankt voor je bestelling')
  })
})

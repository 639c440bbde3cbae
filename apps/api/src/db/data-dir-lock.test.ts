import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { claimDataDir, DataDirInUseError } from './data-dir-lock.ts'

describe('embedded data directory lock', () => {
  const root = mkdtempSync(join(tmpdir(), 'data-dir-lock-'))
  afterAll(() => rmSync(root, { recursive: true, force: true }))

  it('lets one holder at a time use a data directory, and frees it on release', () => {
    const dir = join(root, 'a', 'pglite')
    const release = claimDataDir(dir)
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid))
    expect(() => claimDataDir(dir)).toThrow(DataDirInUseError)
    expect(() => claimDataDir(dir)).toThrow(/in use by process \d+ \(a running shop\?\)/)
    release()
    expect(existsSync(`${dir}.lock`)).toBe(false)
    claimDataDir(dir)()
  })

  it('takes over the lock of a process that ended without releasing it', () => {
    const dir = join(root, 'b', 'pglite')
    const ended = spawnSync(process.execPath, ['-e', '']).pid!
    claimDataDir(dir)() // creates the parent folder
    writeFileSync(`${dir}.lock`, String(ended))
    const release = claimDataDir(dir)
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid))
    release()
  })

  it('takes over an unreadable lock file', () => {
    const dir = join(root, 'c', 'pglite')
    claimDataDir(dir)()
    writeFileSync(`${dir}.lock`, 'not a pid')
    claimDataDir(dir)()
  })
})

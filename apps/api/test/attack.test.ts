/**
 * A short, seeded run of the attack suite (`npm run attack` sends 10,000 and more): 1,500 bad
 * requests over every route of /api/docs through a real socket; no 5xx, no hang (issue 14).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { attackRequests, routesOf, type OpenApiDoc } from '../../../bench/lib/attack-cases.ts'
import { httpSender, printReport, runAttack } from '../../../bench/lib/attack-run.ts'
import { buildTestApp, type TestApp } from './test-app.ts'

describe(`attack suite, short run (${process.env.DB_KIND === 'postgres' ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp
  let url: string
  beforeAll(async () => {
    t = await buildTestApp({ cache: true })
    url = await t.app.listen({ port: 0, host: '127.0.0.1' })
  })
  afterAll(async () => t?.close())

  it(
    'answers 1,500 bad requests over every documented route without a 5xx or a hang',
    { timeout: 120_000 },
    async () => {
      const doc = (await (await fetch(`${url}/api/docs`)).json()) as OpenApiDoc
      const routes = routesOf(doc)
      expect(routes.length).toBeGreaterThan(40)
      const report = await runAttack(attackRequests(doc, 1500, 14), httpSender(url), { concurrency: 4 })
      printReport(report, { maxBlockMs: 50 })
      expect(report.sent).toBe(1500)
      expect(report.serverErrors).toEqual([])
      expect(report.hangs).toEqual([])
    },
  )

  it('tries the documented headers too: a bad Idempotency-Key on a cart change is a 400', async () => {
    const doc = (await (await fetch(`${url}/api/docs`)).json()) as OpenApiDoc
    const cases = [...attackRequests(doc, 1500, 14)].filter((r) => r.what.includes(': header '))
    expect(cases.map((r) => r.what.split(':')[0])).toEqual(
      expect.arrayContaining(['POST /api/cart/update', 'POST /api/cart/delete']),
    )
    const send = httpSender(url)
    for (const attack of cases) expect(await send(attack), attack.what).toBe(400)
  })
})

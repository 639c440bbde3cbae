/**
 * Visit reports and todos for the demo (issue 19, decision 0203): Sanne de Groot
 * (verkoop@fietsgroothandel.nl, M00001) visited Jansen (D10001) and Bakker (D10002); their todos
 * include one overdue and two done. Dates count back from the seed's moment on the shop's calendar,
 * so the overdue todo stays overdue whenever the demo is seeded. Written once: a dealer who has
 * reports keeps them. Every report passes the question set's own check.
 */
import { addDays, shopDate, validateReportData, VISIT_REPORT_VERSION } from '@shop/commerce'
import { inArray } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { customer, reportTodo, visitorReport } from '../db/schema/index.ts'

const DAY = 86_400_000

interface DemoTodo {
  action: string
  /** expire date in days from the seed's day (negative: in the past) */
  expires: number
  /** a purchaser's back-office id; null: whoever visits next */
  assignedTo: string | null
  /** closed this many days before the seed; null: open */
  doneDaysAgo: number | null
}

interface DemoReport {
  dealer: string
  purchaser: string
  daysAgo: number
  language: 'nl' | 'de'
  data: Record<string, string | number | boolean>
  todos: DemoTodo[]
}

export const DEMO_VISIT_REPORTS: readonly DemoReport[] = [
  {
    dealer: 'D10001',
    purchaser: 'M00001',
    daysAgo: 40,
    language: 'nl',
    data: {
      visit_type: 'preseason',
      contact_person: 'Pieter Jansen',
      shop_impression: 4,
      stock_our_brands: 'good',
      ebike_demand: 'rising',
      workshop_capacity: 'busy',
      competitors_seen: 'Gazelle, Batavus',
      needs_display_material: false,
      season_outlook: 'better',
      wants_training: false,
      delivery_satisfaction: 4,
      remarks: 'Voorjaarsorder besproken; wil de nieuwe stadsfietsen eerst zien.',
    },
    todos: [
      {
        action: 'Offerte voorjaarscollectie stadsfietsen sturen',
        expires: -30,
        assignedTo: null,
        doneDaysAgo: 35,
      },
    ],
  },
  {
    dealer: 'D10001',
    purchaser: 'M00001',
    daysAgo: 12,
    language: 'nl',
    data: {
      visit_type: 'regular',
      contact_person: 'Pieter Jansen',
      shop_impression: 4,
      stock_our_brands: 'low',
      ebike_demand: 'rising',
      workshop_capacity: 'full',
      competitors_seen: 'Gazelle',
      needs_display_material: true,
      display_material_details: 'Twee e-bike displays en posters van de winteractie.',
      season_outlook: 'same',
      wants_training: true,
      training_topics: 'Diagnose Bosch-middenmotoren',
      delivery_satisfaction: 3,
      remarks: 'Klaagt over de levertijd van accu’s; nabestelling besproken.',
    },
    todos: [
      {
        action: 'Twee e-bike displays en winterposters leveren',
        expires: -3,
        assignedTo: null,
        doneDaysAgo: null,
      },
      {
        action: 'Werkplaatstraining Bosch-middenmotoren inplannen',
        expires: 14,
        assignedTo: 'M00002',
        doneDaysAgo: null,
      },
      {
        action: 'Levertijd accu’s navragen bij de leverancier',
        expires: -5,
        assignedTo: 'M00001',
        doneDaysAgo: 8,
      },
    ],
  },
  {
    dealer: 'D10002',
    purchaser: 'M00001',
    daysAgo: 6,
    language: 'nl',
    data: {
      visit_type: 'regular',
      contact_person: 'Sanne Bakker',
      shop_impression: 5,
      stock_our_brands: 'good',
      ebike_demand: 'stable',
      workshop_capacity: 'free',
      needs_display_material: false,
      season_outlook: 'better',
      delivery_satisfaction: 5,
      remarks: 'Wil meer dropshipments doen voor de webwinkel.',
    },
    todos: [
      {
        action: 'Dropshipment-voorwaarden en tarieven mailen',
        expires: 7,
        assignedTo: 'M00001',
        doneDaysAgo: null,
      },
      { action: 'Retour van twee banden laten ophalen', expires: 2, assignedTo: null, doneDaysAgo: null },
    ],
  },
]

export async function seedDemoVisitReports(db: Db, now: Date): Promise<number> {
  const codes = [
    ...new Set(
      DEMO_VISIT_REPORTS.flatMap((r) => [r.dealer, r.purchaser, ...r.todos.map((t) => t.assignedTo ?? '')]),
    ),
  ]
  const people = await db
    .select({ id: customer.id, backofficeId: customer.backofficeId })
    .from(customer)
    .where(inArray(customer.backofficeId, codes.filter(Boolean)))
  const idOf = new Map(people.map((p) => [p.backofficeId ?? '', p.id]))
  const dealerIds = [
    ...new Set(DEMO_VISIT_REPORTS.map((r) => idOf.get(r.dealer)).filter((id) => id !== undefined)),
  ]
  if (dealerIds.length === 0) return 0
  const existing = await db
    .select({ id: visitorReport.id })
    .from(visitorReport)
    .where(inArray(visitorReport.customerId, dealerIds))
    .limit(1)
  if (existing.length > 0) return 0
  const today = shopDate(now)
  let written = 0
  for (const r of DEMO_VISIT_REPORTS) {
    const customerId = idOf.get(r.dealer)
    const purchaserId = idOf.get(r.purchaser)
    if (customerId === undefined || purchaserId === undefined) continue
    const checked = validateReportData(r.data)
    if (!checked.ok) throw new Error(`demo visit report for ${r.dealer}: ${checked.message}`)
    const createdAt = new Date(now.getTime() - r.daysAgo * DAY)
    const [report] = await db
      .insert(visitorReport)
      .values({
        customerId,
        purchaserId,
        reportData: checked.data,
        reportVersion: VISIT_REPORT_VERSION,
        language: r.language,
        createdAt,
      })
      .returning({ id: visitorReport.id })
    written++
    if (r.todos.length === 0) continue
    await db.insert(reportTodo).values(
      r.todos.map((t) => {
        const closedAt = t.doneDaysAgo === null ? null : new Date(now.getTime() - t.doneDaysAgo * DAY)
        return {
          customerId,
          reportId: report!.id,
          purchaserId,
          actionPoint: t.action,
          expireDate: addDays(today, t.expires),
          assignedTo: t.assignedTo === null ? null : (idOf.get(t.assignedTo) ?? null),
          done: closedAt ? 1 : 0,
          status: closedAt ? 'done' : 'open',
          closedBy: closedAt ? purchaserId : null,
          closedAt,
          createdAt,
          updatedAt: closedAt ?? createdAt,
        }
      }),
    )
  }
  return written
}

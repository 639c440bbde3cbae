/**
 * Loyalty claims for the demo dealers (issue 19): a few vouchers each, written in the dealer's
 * language, dated back from the seed's moment. Written once: a dealer who has claims keeps them.
 */
import { inArray } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { backofficeClaim, customer } from '../db/schema/index.ts'

const DAY = 86_400_000

/** per back-office id: [code, value, description, days ago] */
const CLAIMS: Record<string, [string, number, string, number][]> = {
  D10001: [
    ['LOY-D10001-2611', 25, 'Spaarpunten november: 2.500 punten omgezet in tegoed', 2],
    ['LOY-D10001-2609', 50, 'Voorjaarsactie e-bikes: bonus bij 10 stuks', 80],
    ['LOY-D10001-2604', 15, 'Beursbezoek Utrecht: welkomstbon', 220],
    ['LOY-D10001-2601', 100, 'Jaarbonus 2025: omzet boven € 50.000', 330],
  ],
  D10002: [
    ['LOY-D10002-2610', 20, 'Spaarpunten oktober: 2.000 punten omgezet in tegoed', 40],
    ['LOY-D10002-2603', 35, 'Dropshipment-actie: bonus bij 25 zendingen', 250],
  ],
  D10011: [
    ['LOY-D10011-2610', 30, 'Treuepunkte Oktober: 3.000 Punkte in Guthaben umgewandelt', 35],
    ['LOY-D10011-2605', 75, 'Frühjahrsaktion Lastenräder: Bonus ab 5 Stück', 190],
  ],
}

export async function seedDemoClaims(db: Db, now: Date): Promise<number> {
  const buyers = await db
    .select({ id: customer.id, backofficeId: customer.backofficeId })
    .from(customer)
    .where(inArray(customer.backofficeId, Object.keys(CLAIMS)))
  const rows = buyers.flatMap((b) =>
    (CLAIMS[b.backofficeId ?? ''] ?? []).map(([code, value, description, daysAgo]) => ({
      customerId: b.id,
      code,
      value: value.toFixed(2),
      description,
      createdAt: new Date(now.getTime() - daysAgo * DAY),
    })),
  )
  if (rows.length === 0) return 0
  const written = await db
    .insert(backofficeClaim)
    .values(rows)
    .onConflictDoNothing({ target: backofficeClaim.code })
    .returning({ id: backofficeClaim.id })
  return written.length
}

/**
 * The shop's promises and contact details (decision 0101): phone, e-mail, opening hours, the
 * delivery schedule and the return period, from the shop's JSON settings file (SHOP_CONFIG, key
 * `shopInfo`), each with a default that matches the demo shop's own contact and delivery pages.
 *
 * ```json
 * { "shopInfo": { "phone": "030 123 45 67", "cutoffTime": "22:00", "returnDays": 14,
 *                 "transitDays": { "nl": 1, "de": 2 },
 *                 "openingHours": [{ "from": 1, "to": 5, "open": "08:30", "close": "17:30" }] } }
 * ```
 */
import { z } from 'zod'
import { ConfigError, readJsonFile, type AppConfig } from '../config/config.ts'

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time HH:MM')
const weekday = z.number().int().min(1).max(7)

export const shopInfoSettingsSchema = z.object({
  phone: z.string().min(3).max(32).default('030 123 45 67'),
  /** the number as dialled from abroad, for tel: links and the German store */
  phoneIntl: z.string().min(3).max(32).default('+31 30 123 45 67'),
  /** the postal address, one line each (the country is named per language by the storefront) */
  address: z
    .array(z.string().min(1).max(80))
    .min(1)
    .max(6)
    .default(['Fietsgroothandel B.V.', 'Spaakstraat 12', '3512 AB Utrecht']),
  email: z.email().max(254).default('service@fietsgroothandel.example'),
  openingHours: z
    .array(z.object({ from: weekday, to: weekday, open: time, close: time }))
    .max(7)
    .default([
      { from: 1, to: 5, open: '08:30', close: '17:30' },
      { from: 6, to: 6, open: '10:00', close: '16:00' },
    ]),
  cutoffTime: time.default('16:00'),
  shipWeekdays: z.array(weekday).max(7).default([1, 2, 3, 4, 5]),
  deliveryWeekdays: z.array(weekday).max(7).default([1, 2, 3, 4, 5]),
  /** delivery days after dispatch, per store language (the German store ships abroad) */
  transitDays: z
    .object({ nl: z.number().int().min(1).max(30), de: z.number().int().min(1).max(30) })
    .default({ nl: 1, de: 2 }),
  returnDays: z.number().int().min(14).max(365).default(30),
})

export type ShopInfoSettings = z.infer<typeof shopInfoSettingsSchema>

// prefault: an absent section is parsed, so every field gets its default
const fileSchema = z.object({ shopInfo: shopInfoSettingsSchema.prefault({}) })

const memo = new WeakMap<AppConfig, ShopInfoSettings>()

/** Read once per configuration; a wrong settings file is a boot-time error naming the field. */
export function shopInfoSettings(config: AppConfig): ShopInfoSettings {
  const cached = memo.get(config)
  if (cached) return cached
  const parsed = fileSchema.safeParse(config.shopConfigFile ? readJsonFile(config.shopConfigFile) : {})
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')
    throw new ConfigError(`Invalid SHOP_CONFIG shopInfo settings: ${problems}`)
  }
  memo.set(config, parsed.data.shopInfo)
  return parsed.data.shopInfo
}

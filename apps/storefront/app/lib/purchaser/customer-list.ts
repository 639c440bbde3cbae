/**
 * The purchaser's customers as the customer-list call answers them, read defensively into the
 * few fields the picker shows, and the picker's search over them (company, name, city,
 * back-office id, e-mail). Pure, so it is unit-tested.
 */
export interface PurchaserCustomer {
  id: number
  email: string
  name: string
  company: string | null
  city: string | null
  backofficeId: string | null
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== ''
    ? value.trim()
    : typeof value === 'number'
      ? String(value)
      : null

function attribute(row: Record<string, unknown>, code: string): unknown {
  const list = row.custom_attributes
  if (!Array.isArray(list)) return undefined
  const found = list.find(
    (entry) =>
      entry && typeof entry === 'object' && (entry as { attribute_code?: unknown }).attribute_code === code,
  ) as { value?: unknown } | undefined
  return found?.value
}

function cityOf(row: Record<string, unknown>): string | null {
  const direct = text(row.city)
  if (direct) return direct
  const addresses = Array.isArray(row.addresses) ? (row.addresses as Record<string, unknown>[]) : []
  const billing = addresses.find((a) => a?.default_billing) ?? addresses[0]
  return billing ? text(billing.city) : null
}

export function readCustomer(value: unknown): PurchaserCustomer | null {
  if (!value || typeof value !== 'object') return null
  const row = value as Record<string, unknown>
  const id = Number(row.id ?? row.customer_id ?? row.customerId ?? row.entity_id)
  const email = text(row.email)
  if (!Number.isInteger(id) || id <= 0 || !email) return null
  const name = text(row.name) ?? [text(row.firstname), text(row.lastname)].filter(Boolean).join(' ')
  return {
    id,
    email,
    name,
    company: text(row.company) ?? text(row.company_name),
    city: cityOf(row),
    backofficeId:
      text(row.oculus_customer_id) ??
      text(row.backoffice_id) ??
      text(row.backofficeId) ??
      text(attribute(row, 'oculus_customer_id')),
  }
}

/** The list of the answer (an array, or `{items}` / `{customers}`), unreadable rows left out. */
export function readCustomerList(result: unknown): PurchaserCustomer[] {
  const body =
    result && typeof result === 'object' && 'body' in result ? (result as { body: unknown }).body : result
  const rows = Array.isArray(body)
    ? body
    : body && typeof body === 'object'
      ? ((body as { items?: unknown; customers?: unknown }).items ??
        (body as { customers?: unknown }).customers)
      : null
  if (!Array.isArray(rows)) return []
  return rows.map(readCustomer).filter((c): c is PurchaserCustomer => c !== null)
}

const fold = (value: string) =>
  value
    .toLocaleLowerCase('nl')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')

/** Every word of the query must appear in the customer's company, name, city, id or e-mail. */
export function searchCustomers(list: readonly PurchaserCustomer[], query: string): PurchaserCustomer[] {
  const words = fold(query).split(/\s+/).filter(Boolean)
  if (words.length === 0) return [...list]
  return list.filter((c) => {
    const hay = fold([c.company, c.name, c.city, c.backofficeId, c.email].filter(Boolean).join(' '))
    return words.every((word) => hay.includes(word))
  })
}

/** Sorted by company (else name), as a purchaser looks them up. */
export function sortCustomers(list: readonly PurchaserCustomer[]): PurchaserCustomer[] {
  return [...list].sort((a, b) => (a.company ?? a.name).localeCompare(b.company ?? b.name, 'nl'))
}

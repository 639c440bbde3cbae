/** The customer as `/api/user/me` answers it (contract §2); only the fields the screens use are typed. */
export interface CustomerAddress {
  id?: number
  firstname: string
  lastname: string
  company?: string | null
  street: string[]
  city: string
  postcode: string
  country_id: string
  telephone?: string | null
  default_billing?: boolean
  default_shipping?: boolean
}

export interface Customer {
  id: number
  email: string
  firstname: string
  lastname: string
  group_id?: number
  groupToken?: string
  addresses: CustomerAddress[]
  [field: string]: unknown
}

export interface OrderLine {
  sku: string
  name: string
  qty_ordered: number
  price_incl_tax?: number
  row_total_incl_tax?: number
}

export interface HistoryOrder {
  entity_id: number
  increment_id: string
  created_at: string
  status: string
  grand_total: number
  items: OrderLine[]
  [field: string]: unknown
}

/** spec 000 §4 "User session": what survives a reload (and is shared with the other tabs). */
export interface UserState {
  token: string | null
  refreshToken: string | null
  current: Customer | null
}

export const EMPTY_USER: UserState = Object.freeze({ token: null, refreshToken: null, current: null })

/**
 * The command behind `npm run backoffice` (staff-cli.ts, decision 0134), apart from the process
 * set-up so a test can run it on its own database: the same staff service and zod schemas as the
 * admin API. Arguments are checked before any database is opened; answers the exit code.
 */
import { parseArgs } from 'node:util'
import type { z } from 'zod'
import type { CommandOutput } from '../cli/database-command.ts'
import { ok, type Result } from '../result.ts'
import {
  ORDERS_USAGE,
  parseOrdersArgs,
  runOrdersCommand,
  type OrdersCommand,
} from '../fulfilment/staff-orders-cli.ts'
import {
  INVOICE_USAGE,
  parseInvoiceArgs,
  runInvoiceCommand,
  type InvoiceCommand,
} from '../invoice/staff-invoices.ts'
import {
  assignCustomer,
  listAssignments,
  readAudit,
  unassignCustomer,
} from '../purchaser/staff-purchasers.ts'
import type { AssignedCustomer } from '../purchaser/purchaser-service.ts'
import { RETURNS_USAGE, parseReturnsArgs, type ReturnsCommand } from '../after-sales/staff-returns-command.ts'
import { auditQuery } from '../purchaser/staff-schemas.ts'
import {
  ACCOUNT_REQUESTS_USAGE,
  parseAccountRequestArgs,
  type AccountRequestsCommand,
} from '../account-request/staff-command.ts'
import {
  listAgreements,
  putAgreement,
  removeAgreement,
  setSupplierStock,
  type StaffAgreement,
} from './staff-agreements.ts'
import {
  createTradeCustomer,
  findCustomerId,
  listTradeCustomers,
  setAllowedMethods,
  setTradeFlags,
  staffCustomer,
  type StaffContext,
  type StaffCustomer,
} from './staff-customers.ts'
import {
  AUTOMATIC_ORDERS_USAGE,
  parseAutomaticOrderArgs,
  runAutomaticOrderCommand,
  type AutomaticOrderCommand,
} from '../automatic-order/staff-cli-commands.ts'
import {
  agreementSchema,
  createTradeCustomerSchema,
  flagsSchema,
  methodsSchema,
  supplierStockSchema,
  type AgreementInput,
  type CreateTradeCustomerInput,
  type FlagsInput,
  type MethodsInput,
  type SupplierStockInput,
} from './staff-schemas.ts'

export const BACKOFFICE_USAGE = `Usage: npm run backoffice -- <command> [options]
  <customer> is a customer id, e-mail address or back-office id (e.g. D10001)

  list                                  the trade customers
  show <customer>                       one customer's back-office data
  create --email <e-mail> --firstname <name> --lastname <name> --company <name>
         --backoffice-id <id> [--password <password>] [--vat-id <id>] [--kvk <number>]
         [--group <id>] [--store nl|de] [--street <line>] [--postcode <code>] [--city <city>]
         [--country <NL>] [--telephone <number>]
                                        a trade customer (without --password one is generated)
  flags <customer> [--purchaser yes|no] [--drop yes|no] [--hidden-price-mode 1|2|3]
        [--max-discount <percent>]      set the customer's flags
  methods <customer> [--payment <code,...>|all] [--shipment <code,...>|all]
                                        the payment and shipment methods the customer may use
  agreements <customer>                 the customer's price agreements
  agreement <customer> --kind sku|brand|category --target <sku, brand or category id>
            (--net-price <euros> | --discount <percent>) [--min-qty <n>]
            [--from YYYY-MM-DD] [--to YYYY-MM-DD]
                                        add a price agreement (replaces one with the same
                                        kind, target and min-qty)
  remove-agreement <customer> <agreement id>
  supplier-stock <sku> <qty> <delivery days>
  purchaser-customers <purchaser>       the customers assigned to a purchaser (make an account a
                                        purchaser with: flags <customer> --purchaser yes)
  assign <purchaser> <customer>         assign a customer to a purchaser
  unassign <purchaser> <customer>       take a customer away from a purchaser
  audit [--purchaser <customer>] [--customer <customer>] [--action <action>] [--page <n>]
        [--page-size <n>]               what purchasers did for customers, newest first
${RETURNS_USAGE}
${AUTOMATIC_ORDERS_USAGE}
${INVOICE_USAGE}
${ORDERS_USAGE}
${ACCOUNT_REQUESTS_USAGE}
  --help                                this text`

export type BackofficeCommand =
  | AccountRequestsCommand
  | AutomaticOrderCommand
  | InvoiceCommand
  | OrdersCommand
  | { command: 'help' }
  | ReturnsCommand
  | { command: 'list' }
  | { command: 'show' | 'agreements'; who: string }
  | { command: 'create'; input: CreateTradeCustomerInput }
  | { command: 'flags'; who: string; input: FlagsInput }
  | { command: 'methods'; who: string; input: MethodsInput }
  | { command: 'agreement'; who: string; input: AgreementInput }
  | { command: 'remove-agreement'; who: string; agreementId: number }
  | { command: 'supplier-stock'; input: SupplierStockInput }
  | { command: 'purchaser-customers'; who: string }
  | { command: 'assign' | 'unassign'; who: string; customer: string }
  | {
      command: 'audit'
      purchaser?: string
      customer?: string
      action?: string
      page: number
      pageSize: number
    }

const OPTIONS = {
  help: { type: 'boolean' },
  email: { type: 'string' },
  firstname: { type: 'string' },
  lastname: { type: 'string' },
  company: { type: 'string' },
  'backoffice-id': { type: 'string' },
  password: { type: 'string' },
  'vat-id': { type: 'string' },
  kvk: { type: 'string' },
  group: { type: 'string' },
  store: { type: 'string' },
  street: { type: 'string', multiple: true },
  postcode: { type: 'string' },
  city: { type: 'string' },
  country: { type: 'string' },
  telephone: { type: 'string' },
  purchaser: { type: 'string' },
  drop: { type: 'string' },
  'hidden-price-mode': { type: 'string' },
  'max-discount': { type: 'string' },
  payment: { type: 'string' },
  shipment: { type: 'string' },
  kind: { type: 'string' },
  target: { type: 'string' },
  'net-price': { type: 'string' },
  discount: { type: 'string' },
  'min-qty': { type: 'string' },
  from: { type: 'string' },
  to: { type: 'string' },
  customer: { type: 'string' },
  action: { type: 'string' },
  page: { type: 'string' },
  'page-size': { type: 'string' },
} as const

/** Which options each command takes (any other is refused, so a typo is never ignored). */
const TAKES: Record<string, readonly string[]> = {
  list: [],
  show: [],
  agreements: [],
  'remove-agreement': [],
  'supplier-stock': [],
  create: [
    'email',
    'firstname',
    'lastname',
    'company',
    'backoffice-id',
    'password',
    'vat-id',
    'kvk',
    'group',
    'store',
    'street',
    'postcode',
    'city',
    'country',
    'telephone',
  ],
  flags: ['purchaser', 'drop', 'hidden-price-mode', 'max-discount'],
  methods: ['payment', 'shipment'],
  agreement: ['kind', 'target', 'net-price', 'discount', 'min-qty', 'from', 'to'],
  'purchaser-customers': [],
  assign: [],
  unassign: [],
  audit: ['purchaser', 'customer', 'action', 'page', 'page-size'],
}
const POSITIONALS: Record<string, number> = {
  list: 0,
  create: 0,
  show: 1,
  agreements: 1,
  flags: 1,
  methods: 1,
  agreement: 1,
  'remove-agreement': 2,
  'supplier-stock': 3,
  'purchaser-customers': 1,
  assign: 2,
  unassign: 2,
  audit: 0,
}

/** A number option: undefined when left out, NaN (refused by the schema) when not a number. */
const num = (v: string | undefined) =>
  v === undefined ? undefined : v.trim() === '' ? Number.NaN : Number(v)
const yesNo = (v: string | undefined) =>
  v === undefined
    ? undefined
    : ['yes', '1', 'true'].includes(v)
      ? true
      : ['no', '0', 'false'].includes(v)
        ? false
        : v
const list = (v: string | undefined) =>
  v === undefined
    ? undefined
    : v === 'all'
      ? null
      : v
          .split(',')
          .map((c) => c.trim())
          .filter(Boolean)

function checked<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> | string {
  const parsed = schema.safeParse(value)
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]!
  const field = issue.path.join('.')
  return `${field ? `${field}: ` : ''}${issue.message}\n${BACKOFFICE_USAGE}`
}

/** The command line, checked before any database is opened; a string is the message to print. */
export function parseBackofficeArgs(args: readonly string[]): BackofficeCommand | string {
  const returns = parseReturnsArgs(args)
  if (returns !== null) return returns
  const accountRequests = parseAccountRequestArgs(args)
  if (accountRequests !== null) return accountRequests
  const automatic = parseAutomaticOrderArgs(args)
  if (automatic !== null) return automatic
  if (args[0] === 'orders') return parseOrdersArgs(args)
  const invoice = parseInvoiceArgs(args)
  if (invoice !== null) return invoice
  let parsed
  try {
    parsed = parseArgs({ args: [...args], options: OPTIONS, allowPositionals: true, strict: true })
  } catch (error) {
    return `${(error as Error).message}\n${BACKOFFICE_USAGE}`
  }
  const { values, positionals } = parsed
  const [command, ...rest] = positionals
  if (values.help || command === 'help') return { command: 'help' }
  if (command === undefined || !(command in TAKES)) return BACKOFFICE_USAGE
  const stray = Object.keys(values).find((k) => !TAKES[command]!.includes(k))
  if (stray) return `${command} takes no --${stray}\n${BACKOFFICE_USAGE}`
  if (rest.length !== POSITIONALS[command])
    return `${command} takes ${POSITIONALS[command]} argument(s), got ${rest.length}\n${BACKOFFICE_USAGE}`
  const who = rest[0]!
  switch (command) {
    case 'list':
      return { command }
    case 'show':
    case 'agreements':
      return { command, who }
    case 'create': {
      const address =
        values.street || values.postcode || values.city || values.country
          ? {
              street: values.street ?? [],
              postcode: values.postcode,
              city: values.city,
              country_id: values.country ?? 'NL',
              telephone: values.telephone,
            }
          : undefined
      const input = checked(createTradeCustomerSchema, {
        email: values.email,
        firstname: values.firstname,
        lastname: values.lastname,
        company: values.company,
        backoffice_id: values['backoffice-id'],
        password: values.password,
        vat_id: values['vat-id'],
        kvk_number: values.kvk,
        group_id: num(values.group),
        store: values.store,
        address,
      })
      return typeof input === 'string' ? input : { command, input }
    }
    case 'flags': {
      const input = checked(flagsSchema, {
        is_purchaser: yesNo(values.purchaser),
        drop_enabled: yesNo(values.drop),
        hidden_price_mode: num(values['hidden-price-mode']),
        purchaser_max_discount_percent: num(values['max-discount']),
      })
      return typeof input === 'string' ? input : { command, who, input }
    }
    case 'methods': {
      const input = checked(methodsSchema, {
        payment_methods: list(values.payment),
        shipment_methods: list(values.shipment),
      })
      return typeof input === 'string' ? input : { command, who, input }
    }
    case 'agreement': {
      const input = checked(agreementSchema, {
        kind: values.kind,
        target: values.target,
        net_price: num(values['net-price']),
        discount_percent: num(values.discount),
        min_qty: num(values['min-qty']),
        valid_from: values.from,
        valid_to: values.to,
      })
      return typeof input === 'string' ? input : { command, who, input }
    }
    case 'purchaser-customers':
      return { command, who }
    case 'assign':
    case 'unassign':
      return { command, who, customer: rest[1]! }
    case 'audit': {
      const paging = checked(auditPaging, { page: values.page ?? '1', pageSize: values['page-size'] ?? '50' })
      if (typeof paging === 'string') return paging
      return {
        command,
        purchaser: values.purchaser,
        customer: values.customer,
        action: values.action,
        ...paging,
      }
    }
    case 'remove-agreement': {
      const id = rest[1]!
      if (!/^\d{1,9}$/.test(id) || Number(id) < 1)
        return `An agreement id (a positive whole number) is needed, got "${id}"\n${BACKOFFICE_USAGE}`
      return { command, who, agreementId: Number(id) }
    }
    default: {
      const [sku, qty, days] = rest
      const input = checked(supplierStockSchema, {
        items: [{ sku, qty: num(qty), delivery_days: num(days) }],
      })
      return typeof input === 'string' ? input : { command: 'supplier-stock', input }
    }
  }
}

const orDash = (v: unknown) => (v === null || v === undefined || v === '' ? '-' : String(v))

function customerLines(c: StaffCustomer): string[] {
  return [
    `${c.id}\t${orDash(c.backoffice_id)}\t${c.email}\t${orDash(c.company)}`,
    `  name ${c.firstname} ${c.lastname}, group ${c.group_id}, store ${c.store}, VAT ${orDash(c.vat_id)}, KvK ${orDash(c.kvk_number)}`,
    `  purchaser ${c.is_purchaser ? 'yes' : 'no'}, dropshipment ${c.drop_enabled ? 'yes' : 'no'}, hidden-price mode ${c.hidden_price_mode}, max discount ${c.purchaser_max_discount_percent} %`,
    `  payment ${c.allowed_payment_methods?.join(',') ?? 'all'}, shipment ${c.allowed_shipment_methods?.join(',') ?? 'all'}`,
    ...c.addresses.map((a) => `  address ${a.street.join(' ')}, ${a.postcode} ${a.city}, ${a.country_id}`),
  ]
}

export function agreementLine(a: StaffAgreement): string {
  const price = a.net_price !== null ? `net ${a.net_price.toFixed(2)}` : `${a.discount_percent} % off`
  const window = a.valid_from || a.valid_to ? `\t${a.valid_from ?? '...'}..${a.valid_to ?? '...'}` : ''
  return `${a.id}\t${a.kind} ${a.target}\t${price}\tfrom ${a.min_qty}${window}`
}

const auditPaging = auditQuery.pick({ page: true, pageSize: true })

function assignedLines(list: AssignedCustomer[]): string[] {
  return list.length
    ? list.map(
        (c) =>
          `${c.id}\t${orDash(c.oculus_customer_id)}\t${c.email}\t${orDash(c.company)}\t${orDash(c.city)}`,
      )
    : ['no customers assigned']
}

type PurchaserCommand = Extract<
  BackofficeCommand,
  { command: 'purchaser-customers' | 'assign' | 'unassign' | 'audit' }
>

/** The purchaser commands (decision 0152). */
async function runPurchaserCommand(
  ctx: StaffContext,
  parsed: PurchaserCommand,
  done: <T>(result: Result<T>, print: (value: T) => string[]) => number,
): Promise<number> {
  const idOf = async (ref: string | undefined) =>
    ref === undefined ? ok(undefined) : findCustomerId(ctx, ref)
  switch (parsed.command) {
    case 'purchaser-customers': {
      const purchaser = await findCustomerId(ctx, parsed.who)
      if (!purchaser.ok) return done(purchaser, () => [])
      return done(await listAssignments(ctx, purchaser.value), assignedLines)
    }
    case 'assign':
    case 'unassign': {
      const purchaser = await findCustomerId(ctx, parsed.who)
      if (!purchaser.ok) return done(purchaser, () => [])
      const customer = await findCustomerId(ctx, parsed.customer)
      if (!customer.ok) return done(customer, () => [])
      const change = parsed.command === 'assign' ? assignCustomer : unassignCustomer
      return done(await change(ctx, purchaser.value, customer.value), assignedLines)
    }
    case 'audit': {
      const [purchaser, customer] = [await idOf(parsed.purchaser), await idOf(parsed.customer)]
      if (!purchaser.ok) return done(purchaser, () => [])
      if (!customer.ok) return done(customer, () => [])
      const page = await readAudit(ctx, {
        purchaserId: purchaser.value,
        customerId: customer.value,
        action: parsed.action,
        page: parsed.page,
        pageSize: parsed.pageSize,
      })
      return done(ok(page), (p) => [
        ...p.items.map(
          (a) =>
            `${a.created_at}\tpurchaser ${a.purchaser_id}\tcustomer ${a.customer_id}\t${a.action}\t${JSON.stringify(a.details)}`,
        ),
        `page ${p.page}, ${p.items.length} of ${p.total}`,
      ])
    }
  }
}

export async function runBackofficeCommand(
  ctx: StaffContext,
  parsed: BackofficeCommand,
  io: CommandOutput,
): Promise<number> {
  const done = <T>(result: Result<T>, print: (value: T) => string[]) => {
    if (!result.ok) {
      io.err(result.message)
      return 1
    }
    for (const line of print(result.value)) io.out(line)
    return 0
  }
  if (parsed.command === 'orders') return runOrdersCommand({ ...ctx, now: () => new Date() }, parsed, io)
  if (parsed.command === 'help') {
    io.out(BACKOFFICE_USAGE)
    return 0
  }
  if (parsed.command === 'returns-staff') return parsed.run(ctx, io)
  if (parsed.command === 'account-requests-staff') return parsed.run(ctx, io)
  if (parsed.command === 'automatic-orders') return runAutomaticOrderCommand(ctx, parsed, io)
  if (parsed.command === 'invoices' || parsed.command === 'invoice-pdf' || parsed.command === 'invoice-paid')
    return runInvoiceCommand(ctx, parsed, io)
  if (parsed.command === 'list') {
    for (const c of await listTradeCustomers(ctx))
      io.out(`${c.id}\t${orDash(c.backoffice_id)}\t${c.email}\t${orDash(c.company)}`)
    return 0
  }
  if (parsed.command === 'create')
    return done(await createTradeCustomer(ctx, parsed.input), ({ customer, password }) => [
      ...customerLines(customer),
      ...(password ? [`  password ${password} (generated: hand it over, it is not shown again)`] : []),
    ])
  if (
    parsed.command === 'purchaser-customers' ||
    parsed.command === 'assign' ||
    parsed.command === 'unassign' ||
    parsed.command === 'audit'
  )
    return runPurchaserCommand(ctx, parsed, done)
  if (parsed.command === 'supplier-stock')
    return done(await setSupplierStock(ctx, parsed.input), (rows) =>
      rows.map((r) => `${r.sku}\tsupplier ${r.qty}\t${r.delivery_days} working days`),
    )
  const id = await findCustomerId(ctx, parsed.who)
  if (!id.ok) return done(id, () => [])
  switch (parsed.command) {
    case 'show':
      return done(await staffCustomer(ctx, id.value), customerLines)
    case 'flags':
      return done(await setTradeFlags(ctx, id.value, parsed.input), customerLines)
    case 'methods':
      return done(await setAllowedMethods(ctx, id.value, parsed.input), customerLines)
    case 'agreements':
      return done(await listAgreements(ctx, id.value), (all) =>
        all.length ? all.map(agreementLine) : ['no price agreements'],
      )
    case 'agreement':
      return done(await putAgreement(ctx, id.value, parsed.input), (a) => [agreementLine(a)])
    case 'remove-agreement':
      return done(await removeAgreement(ctx, id.value, parsed.agreementId), (r) => [
        `Agreement ${r.removed} removed`,
      ])
  }
}

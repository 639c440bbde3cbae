/**
 * A fake of the Mollie API v2 endpoints the adapter uses (methods, methods/ideal with issuers,
 * payments create and get), with Mollie's HAL JSON shapes; a test may override any answer.
 */
import type { FakeAnswer, FakeRequest } from './payment-fake-server.ts'

export const image = (name: string) => ({
  size1x: `https://www.mollie.com/external/icons/${name}.png`,
  size2x: `https://www.mollie.com/external/icons/${name}%402x.png`,
  svg: `https://www.mollie.com/external/icons/${name}.svg`,
})

/** Mollie's state: payments by id, as the fake API knows them. */
export const payments = new Map<string, { status: string; metadata: unknown; amount: unknown }>()
let nextId = 1
export const nextPaymentId = (prefix = 'tr_Fake') => `${prefix}${nextId++}`

/** `override`: one test's answers instead of the fake's (returning undefined falls through). */
export const mollieFake: { override?: (req: FakeRequest) => FakeAnswer | undefined } = {}

export function mollie(req: FakeRequest): FakeAnswer {
  const answer = mollieFake.override?.(req)
  if (answer) return answer
  if (req.method === 'GET' && req.path === '/v2/methods') {
    return {
      json: {
        count: 2,
        _embedded: {
          methods: [
            { resource: 'method', id: 'ideal', description: 'iDEAL', image: image('ideal') },
            {
              resource: 'method',
              id: 'creditcard',
              description: req.query.get('locale') === 'de_DE' ? 'Kreditkarte' : 'Creditcard',
              image: image('creditcard'),
            },
          ],
        },
        _links: { self: { href: 'https://api.mollie.com/v2/methods', type: 'application/hal+json' } },
      },
    }
  }
  if (req.method === 'GET' && req.path === '/v2/methods/ideal') {
    return {
      json: {
        resource: 'method',
        id: 'ideal',
        description: 'iDEAL',
        image: image('ideal'),
        issuers:
          req.query.get('include') === 'issuers'
            ? [
                {
                  resource: 'issuer',
                  id: 'ideal_ABNANL2A',
                  name: 'ABN AMRO',
                  image: image('ideal-issuer-abn'),
                },
                { resource: 'issuer', id: 'ideal_INGBNL2A', name: 'ING', image: image('ideal-issuer-ing') },
              ]
            : undefined,
      },
    }
  }
  if (req.method === 'POST' && req.path === '/v2/payments') {
    const body = req.body as { amount: unknown; metadata: unknown }
    const id = nextPaymentId()
    payments.set(id, { status: 'open', metadata: body.metadata, amount: body.amount })
    return { status: 201, json: paymentJson(id) }
  }
  const match = /^\/v2\/payments\/(tr_\w+)$/.exec(req.path)
  if (req.method === 'GET' && match && payments.has(match[1]!)) return { json: paymentJson(match[1]!) }
  return {
    status: 404,
    json: { status: 404, title: 'Not Found', detail: `No payment exists with token ${match?.[1]}.` },
  }
}

function paymentJson(id: string) {
  const p = payments.get(id)!
  return {
    resource: 'payment',
    id,
    mode: 'test',
    status: p.status,
    amount: p.amount,
    description: 'Order',
    metadata: p.metadata,
    createdAt: new Date().toISOString(),
    _links: {
      self: { href: `https://api.mollie.com/v2/payments/${id}`, type: 'application/hal+json' },
      checkout: { href: `https://www.mollie.com/checkout/select-issuer/ideal/${id}`, type: 'text/html' },
    },
  }
}

/**
 * Cart and checkout journeys around stock and refusals (issue 4): the add-to-cart message with its
 * two actions and the line's live stock, a payment the provider refuses (its order canceled and
 * its stock back), and products sold out while the shopper checks out.
 */
import { expect, test } from '@playwright/test'
import { visibleProducts } from './support/catalog.ts'
import { hydrated } from './support/page.ts'
import {
  addToCart,
  cartCount,
  configurableBike,
  fillCheckout,
  NL_ADDRESS,
  payWithIdeal,
  productUrl,
  simpleProduct,
  TEXT,
  unitPrice,
} from './support/shop.ts'

test('the add-to-cart message offers OK and "Proceed to checkout"; the line shows the live stock', async ({
  page,
}) => {
  const product = await simpleProduct()
  await addToCart(page, 'nl', productUrl('nl', product))
  const added = page.getByRole('status').locator('.notification', { hasText: TEXT.nl.added })
  await expect(added.getByRole('button')).toHaveText(['OK', 'Doorgaan naar afrekenen'])
  await added.getByRole('button', { name: 'OK' }).click()
  await expect(added).toHaveCount(0)

  // the server's stock check after the add marks the line (spec 000 §4 "In stock!")
  await page.getByRole('link', { name: /^Winkelwagen, 1 artikel$/ }).click()
  const microcart = page.getByRole('dialog', { name: 'Winkelwagen' })
  await expect(microcart.getByRole('listitem').filter({ hasText: product.name })).toContainText(
    'Op voorraad!',
  )
  await page.keyboard.press('Escape')

  await page.getByRole('button', { name: TEXT.nl.add, exact: true }).click()
  const updated = page
    .getByRole('status')
    .locator('.notification', { hasText: 'Het aantal van het product is bijgewerkt!' })
  await updated.getByRole('button', { name: 'Doorgaan naar afrekenen' }).click()
  await expect(page).toHaveURL(/\/checkout$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Afrekenen' })).toBeVisible()
})

test('a payment that cannot be created: sticky message in Dutch, order canceled, its stock back, status page', async ({
  page,
  request,
}) => {
  await page.clock.install()
  const { product, child } = await configurableBike()
  const stockOf = async () =>
    (await (await request.get(`/api/stock/check?sku=${child.sku}`)).json()).result.qty
  const before = await stockOf()
  await addToCart(page, 'nl', productUrl('nl', product, child.sku))
  await page.goto('/checkout')
  await hydrated(page)
  await fillCheckout(page, 'nl', NL_ADDRESS)
  const order = page.waitForResponse(
    (res) => res.url().includes('/api/order') && res.request().method() === 'POST',
  )
  const payment = page.waitForResponse((res) => res.url().includes('/api/ext/payment-service/post-payment'))
  const comment = page.waitForRequest((req) => req.url().includes('/api/ext/payment-service/order-comments'))
  // the browser's canceled comment waits (unchanged) until the reservation has been seen
  let reservationSeen = () => {}
  const seen = new Promise<void>((resolve) => (reservationSeen = resolve))
  await page.route('**/api/ext/payment-service/order-comments**', async (route) => {
    await seen
    await route.continue()
  })
  // the test provider's documented test condition: this bank refuses every payment (decision 0026)
  await payWithIdeal(page, 'nl', 'Testbank (weigert elke betaling)')

  const placed = await (await order).json()
  expect(placed.code).toBe(200)
  expect((await payment).status()).toBe(502)
  expect(await stockOf()).toBe(before - 1)
  reservationSeen()
  const reason = 'Testbetaling refused the payment: the test bank ideal_TESTNL99 refuses every payment'
  const sent = (await comment).postDataJSON()
  expect(sent.token).toBe(placed.result.orderToken)
  expect(sent.order_comment.statusHistory).toMatchObject({
    status: 'canceled',
    comment: `Payment could not be created: ${reason}`,
  })
  // the shopper reads the reason in Dutch (issue 13); the staff's comment keeps the provider's words
  const alert = page
    .getByRole('alert')
    .getByText('De betaling is niet aangemaakt - de bank heeft de betaling geweigerd')
  await expect(alert).toBeVisible()
  await expect(page.getByText(/refuses every payment/)).toHaveCount(0)
  // the order's status page, which offers the lines back in the cart (decision 0083)
  await expect(page).toHaveURL(/\/order-status\/[0-9a-f]{48}\?start=refused$/)
  expect(await cartCount(page)).toBe(0)
  // sticky: still there well after the default lifetime of 5 s
  await page.clock.fastForward(10_000)
  await expect(alert).toBeVisible()

  const status = await request.get(`/api/order/status/${placed.result.orderToken}`)
  expect((await status.json()).result.status).toBe('canceled')
  // the canceled order gave its stock back (decision 0024)
  await expect.poll(stockOf).toBe(before)
})

test("products sold out while checking out: the spec's message, and the line is marked", async ({
  page,
  request,
}) => {
  // not the product the other journeys use: this one is sold out for a moment
  const products = await visibleProducts('nl', [{ attribute: 'type_id', value: { eq: 'simple' } }])
  const product = products
    .filter(
      (p) =>
        p.stock?.is_in_stock === true && p.stock?.qty > 0 && unitPrice(p) > 0 && !p.custom_options?.length,
    )
    .at(-1)
  if (!product) throw new Error('no simple product in stock')
  await addToCart(page, 'nl', productUrl('nl', product))
  await page.goto('/checkout')
  await hydrated(page)
  await fillCheckout(page, 'nl', NL_ADDRESS)

  // another buyer takes every unit meanwhile
  const stock = (await (await request.get(`/api/stock/check?sku=${product.sku}`)).json()).result.qty
  const cartId = (await (await request.post('/api/cart/create?token=')).json()).result
  const line = { sku: product.sku, qty: stock }
  const taken = await request.post(`/api/cart/update?token=&cartId=${cartId}`, { data: { cartItem: line } })
  expect(taken.status(), await taken.text()).toBe(200)
  const address = {
    firstname: 'Piet',
    lastname: 'Jansen',
    street: ['Dorpsstraat 1'],
    postcode: '1234AB',
    city: 'Amsterdam',
    country_id: 'NL',
    email: 'piet@example.nl',
  }
  const other = await request.post('/api/order', {
    data: {
      cart_id: cartId,
      products: [{ ...line, price: 1 }],
      addressInformation: {
        billingAddress: address,
        shippingAddress: address,
        shipping_method_code: 'flatrate',
        shipping_carrier_code: 'flatrate',
        payment_method_code: 'ideal',
      },
    },
  })
  expect(other.status()).toBe(200)
  const blocking = (await other.json()).result

  try {
    // a guest pays offline by cash on delivery (purchase order is for business customers, decision 0080)
    await page.getByRole('radio', { name: 'Rembours' }).check()
    await page.getByLabel(/algemene voorwaarden/).check()
    await page.getByRole('button', { name: 'Bestelling plaatsen' }).click()
    await expect(
      page
        .getByRole('alert')
        .getByText(/Sommige bestelde producten zijn niet beschikbaar! .*probeer het opnieuw/),
    ).toBeVisible()
    await expect(
      page
        .getByRole('complementary', { name: 'Je bestelling' })
        .getByRole('listitem')
        .filter({ hasText: product.name }),
    ).toContainText('Niet op voorraad!')
    await expect(page).toHaveURL(/\/checkout$/)

    // the cart page holds checkout back while a line cannot be ordered (issue 13 item 6)
    await page.goto('/cart')
    await hydrated(page)
    await expect(
      page.getByRole('alert').filter({ hasText: 'Niet alles in je winkelwagen is op voorraad.' }),
    ).toBeVisible()
    await expect(page.getByRole('button', { name: 'Afrekenen' })).toBeDisabled()
    await expect(page.getByRole('link', { name: 'Afrekenen' })).toHaveCount(0)
  } finally {
    // the other buyer's payment fails: the order is canceled and its stock comes back
    const canceled = await request.post('/api/ext/payment-service/order-comments', {
      data: {
        order_id: blocking.magentoOrderId,
        token: blocking.orderToken,
        order_comment: {
          statusHistory: { comment: 'Payment could not be created: test', status: 'canceled' },
        },
      },
    })
    expect(canceled.status()).toBe(200)
  }
  expect((await (await request.get(`/api/stock/check?sku=${product.sku}`)).json()).result.qty).toBe(stock)
})

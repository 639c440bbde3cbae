/**
 * One account, two devices (issue 20, spec 001 §4 and §9): the cart-updated check (every 15 s) pulls
 * a change made elsewhere into this browser, and the already-ordered check (every 150 s) tells it
 * that the cart was ordered elsewhere and starts a fresh cart. The other device is the same
 * customer's token on the API; this browser's clock is Playwright's, so the journey moves it on
 * instead of waiting minutes.
 */
import { expect, test } from '@playwright/test'
import { newCustomer, signIn } from './support/offline-order.ts'
import { visibleProducts } from './support/catalog.ts'
import { addToCart, cartCount, productUrl, simpleProduct, unitPrice } from './support/shop.ts'

test('a change made elsewhere arrives within 15 s; an order placed elsewhere is told within 150 s', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  const customer = await newCustomer(request, 'elsewhere')
  await page.clock.install()
  await signIn(page, customer)
  const product = await simpleProduct()
  await addToCart(page, 'nl', productUrl('nl', product))
  await expect.poll(() => cartCount(page)).toBe(1)
  const cartId = await page.evaluate(
    () => JSON.parse(localStorage.getItem('shop/cart/state') ?? '{}').cartServerToken as string,
  )
  expect(cartId).toBeTruthy()

  // the other device adds a second product to the same server cart
  const simples = await visibleProducts('nl', [{ attribute: 'type_id', value: { eq: 'simple' } }])
  const other = simples.find(
    (p) =>
      p.sku !== product.sku && p.stock?.is_in_stock === true && unitPrice(p) > 0 && !p.custom_options?.length,
  )
  if (!other) throw new Error('no second simple product')
  const query = `token=${encodeURIComponent(customer.token)}&cartId=${cartId}`
  const added = await request.post(`/api/cart/update?${query}`, {
    data: { cartItem: { sku: other.sku, qty: 2, quoteId: cartId } },
  })
  expect(added.status(), await added.text()).toBe(200)

  // nothing here until the cart-updated check runs; then the change is pulled and announced
  expect(await cartCount(page)).toBe(1)
  await page.clock.fastForward(15_000)
  await expect(page.getByText('Je winkelwagen is bijgewerkt met wijzigingen van elders')).toBeVisible()
  await expect.poll(() => cartCount(page)).toBe(3)

  // the other device orders the cart
  const address = {
    firstname: 'Olga',
    lastname: 'Offline',
    street: ['Dorpsstraat 1'],
    postcode: '1234AB',
    city: 'Utrecht',
    country_id: 'NL',
    email: customer.email,
  }
  const ordered = await request.post(`/api/order?token=${encodeURIComponent(customer.token)}`, {
    data: {
      cart_id: cartId,
      products: [
        { sku: product.sku, qty: 1 },
        { sku: other.sku, qty: 2 },
      ],
      addressInformation: {
        billingAddress: address,
        shippingAddress: address,
        shipping_method_code: 'flatrate',
        shipping_carrier_code: 'flatrate',
        payment_method_code: 'cashondelivery',
      },
    },
  })
  expect(ordered.status(), await ordered.text()).toBe(200)
  const number = ((await ordered.json()).result as { orderNumber: string }).orderNumber
  expect(number).toMatch(/^\d+$/)

  // told at the next already-ordered check, with the order's number, and the cart is empty
  await page.clock.fastForward(150_000)
  await expect(page.getByText(`Deze winkelwagen is al besteld (bestelling ${number})`)).toBeVisible()
  await expect.poll(() => cartCount(page)).toBe(0)
  // the next add starts a new cart: the ordered one is not ordered twice
  await addToCart(page, 'nl', productUrl('nl', product))
  await expect.poll(() => cartCount(page)).toBe(1)
  const newCartId = await page.evaluate(
    () => JSON.parse(localStorage.getItem('shop/cart/state') ?? '{}').cartServerToken as string,
  )
  expect(newCartId).not.toBe(cartId)
})

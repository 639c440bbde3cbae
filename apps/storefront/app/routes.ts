import { type RouteConfig, index, layout, prefix, route } from '@react-router/dev/routes'
import { STATIC_PAGES } from '@shop/commerce'

/** One route tree per store view: '' (Dutch, default) and 'de' (German); ids carry the store. */
function storeRoutes(store: '' | 'de') {
  const id = (name: string) => (store ? `${store}-${name}` : name)
  return [
    layout('layouts/default.tsx', { id: id('layout-default') }, [
      index('routes/home.tsx', { id: id('home') }),
      ...(store ? [] : [route('pwa.html', 'routes/home.tsx', { id: 'pwa-home' })]),
      route('c/:slug', 'routes/category.tsx', { id: id('category') }),
      route('p/:parentSku/:slug', 'routes/product.tsx', { id: id('product') }),
      route('p/:parentSku/:slug/:childSku', 'routes/product.tsx', { id: id('configurable-product') }),
      route('p/:productUrl', 'routes/product-url.tsx', { id: id('product-url') }),
      route('i/:slug', 'routes/cms-page.tsx', { id: id('cms-page') }),
      route('search-results/:q', 'routes/search-results.tsx', { id: id('search-results') }),
      route('compare', 'routes/compare.tsx', { id: id('compare') }),
      route('cart', 'routes/cart.tsx', { id: id('cart') }),
      route('checkout', 'routes/checkout.tsx', { id: id('checkout') }),
      route('create-password', 'routes/create-password.tsx', { id: id('create-password') }),
      route('request-account', 'routes/request-account.tsx', { id: id('request-account') }),
      route('newsletter/confirm', 'routes/newsletter-link.tsx', { id: id('newsletter-confirm') }),
      route('newsletter/unsubscribe', 'routes/newsletter-link.tsx', { id: id('newsletter-unsubscribe') }),
      layout('routes/my-account-layout.tsx', { id: id('my-account-layout') }, [
        route('my-account', 'routes/my-account.tsx', { id: id('my-account') }),
        route('my-account/shipping-details', 'routes/my-account-shipping-details.tsx', {
          id: id('my-account-shipping-details'),
        }),
        route('my-account/newsletter', 'routes/my-account-newsletter.tsx', {
          id: id('my-account-newsletter'),
        }),
        route('my-account/orders', 'routes/my-account-orders.tsx', { id: id('my-account-orders') }),
        route('my-account/orders/:orderId', 'routes/my-account-order.tsx', { id: id('my-account-order') }),
        route('my-account/wishlist', 'routes/my-account-wishlist.tsx', { id: id('my-account-wishlist') }),
        route('my-account/recently-viewed', 'routes/my-account-recently-viewed.tsx', {
          id: id('my-account-recently-viewed'),
        }),
        route('my-account/reviews', 'routes/my-account-reviews.tsx', { id: id('my-account-reviews') }),
        // h-lui: order lists (spec 001 §2)
        route('my-account/orderlist', 'routes/my-account-orderlist.tsx', { id: id('my-account-orderlist') }),
        route('my-account/orderlist/edit/:listId', 'routes/my-account-orderlist-edit.tsx', {
          id: id('my-account-orderlist-edit'),
        }),
        route('my-account/customers', 'routes/my-account-customers.tsx', { id: id('my-account-customers') }),
        // h-ui: after-sales of a trade customer (issue 18, spec 001 §2)
        route('my-account/backorders', 'routes/my-account-backorders.tsx', {
          id: id('my-account-backorders'),
        }),
        route('my-account/invoices', 'routes/my-account-invoices.tsx', { id: id('my-account-invoices') }),
        route('my-account/return/:page?', 'routes/my-account-return.tsx', { id: id('my-account-return') }),
        route('my-account/warranty/:page?', 'routes/my-account-warranty.tsx', {
          id: id('my-account-warranty'),
        }),
        route('my-account/automatic-orders', 'routes/my-account-automatic-orders.tsx', {
          id: id('my-account-automatic-orders'),
        }),
        route('my-account/loyalty', 'routes/my-account-loyalty.tsx', { id: id('my-account-loyalty') }),
        // h-reports-ui: visit reports and todos of purchasers (issue 19, decision 0208)
        route('my-account/reports', 'routes/my-account-reports.tsx', { id: id('my-account-reports') }),
        route('my-account/todos', 'routes/my-account-todos.tsx', { id: id('my-account-todos') }),
      ]),
      route('order-status/:order_token', 'routes/order-status.tsx', { id: id('order-status') }),
      route('orderstatus', 'routes/order-status.tsx', { id: id('orderstatus') }),
      route('order-success/:order?', 'routes/order-success.tsx', { id: id('external-thank-you') }),
      ...STATIC_PAGES.map((page) => route(page, 'routes/static-page.tsx', { id: id(`static-${page}`) })),
      ...(store ? [] : [route('en/contact', 'routes/en-contact.tsx', { id: 'static-en-contact' })]),
      route('*', 'routes/dispatcher.tsx', { id: id('dispatcher') }),
    ]),
    layout('layouts/empty.tsx', { id: id('layout-empty') }, [
      route('offline', 'routes/offline.tsx', { id: id('offline') }),
    ]),
    layout('layouts/minimal.tsx', { id: id('layout-minimal') }, [
      route('error', 'routes/error.tsx', { id: id('error') }),
      route('tab-error', 'routes/tab-error.tsx', { id: id('tab-error') }),
      // h-barcode: the barcode scanner (issue 19, spec 001 §2 "(minimal layout)")
      route('my-account/scan-barcode', 'routes/my-account-scan-barcode.tsx', {
        id: id('my-account-scan-barcode'),
      }),
    ]),
  ]
}

export default [
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  route('manifest.webmanifest', 'routes/manifest.ts'),
  ...prefix('de', storeRoutes('de')),
  ...storeRoutes(''),
] satisfies RouteConfig

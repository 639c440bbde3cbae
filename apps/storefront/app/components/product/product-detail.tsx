/**
 * The product page body. Choices that change the price without changing the URL (bundle links,
 * custom options, grouped quantities) live here as state; the variant of a configurable product
 * is in the URL instead. Render with key={sku} so a new product starts from its defaults.
 */
import { useState } from 'react'
import { shownPrice, type BundleSelection, type CustomOptionSelection } from '@shop/commerce'
import type { ProductView } from '../../lib/catalog/product-view.ts'
import { productPath } from '../../lib/catalog/urls.ts'
import { storeFromPath } from '../../lib/store-view.ts'
import { AddToCart } from '../cart/add-to-cart.tsx'
import { useRecordView } from '../../lib/recently-viewed/recently-viewed-store.ts'
import { useT } from '../../lib/store-context.tsx'
import { split } from '../split.tsx'
import { splitWhenSeen } from '../when-seen.tsx'
import { usePricesShown } from '../catalog/price.tsx'
import { Gallery } from './gallery.tsx'
import { PriceBox } from './price-box.tsx'
import { StockStatus } from './stock-status.tsx'
import { DeliveryPromise } from '../layout/delivery-promise.tsx'
import { TierPrices } from './tier-prices.tsx'
import { TradeInfo } from './trade-info.tsx'
import { VariantOptions } from './variant-options.tsx'
import { AddToListButton, LISTABLE_TYPES } from '../orderlist/add-to-list-button.tsx'

// what only some product types show: the browser loads it for those products only (split.tsx)
const GroupedItems = split(() => import('./grouped-items.tsx').then((m) => ({ default: m.GroupedItems })))
const BundleOptions = split(() => import('./bundle-options.tsx').then((m) => ({ default: m.BundleOptions })))
const CustomOptions = split(() => import('./custom-options.tsx').then((m) => ({ default: m.CustomOptions })))
// what the shopper scrolls to (on small screens): the browser loads it when it comes near
const ProductListButtons = splitWhenSeen(() => import('./product-list-buttons.tsx'))
const ProductMore = splitWhenSeen(() => import('./product-more.tsx'))
// the trade's quick order: only configurable products with sizes/colours load it
const SizeColourMatrix = split(() => import('./size-colour-matrix.tsx'))

export interface ProductDetailProps {
  view: ProductView
  today: string
  /** absolute canonical URL, for structured data */
  url: string
  origin: string
  currency: string
}

export function ProductDetail({ view, today, url, origin, currency }: ProductDetailProps) {
  const t = useT()
  const [bundleSelection, setBundleSelection] = useState<BundleSelection>({})
  const [customSelection, setCustomSelection] = useState<CustomOptionSelection>({})
  const [groupedQty, setGroupedQty] = useState<Record<string, number>>({})
  const gross = shownPrice(view.prices).amount ?? 0
  // a remembered price is a consumer price: not kept where the shopper may not see one
  const pricesShown = usePricesShown()
  // one product entry for wishlist and recently viewed, without the store prefix (both views share them)
  const remembered = {
    sku: view.sku,
    name: view.name,
    path: productPath({ sku: view.sku, slug: view.slug }, storeFromPath('/')),
    image: view.images[0]?.image,
    price: (pricesShown && gross) || undefined,
  }
  useRecordView(remembered)

  return (
    <>
      <article className="product" aria-labelledby="product-title">
        <div className="product__media">
          <Gallery images={view.images} name={view.activeName} />
        </div>
        <div className="product__summary">
          {view.brand && <p className="product__brand">{view.brand}</p>}
          <h1 id="product-title" className="product__title">
            {view.name}
          </h1>
          {view.shortDescription && (
            <div className="product__short" dangerouslySetInnerHTML={{ __html: view.shortDescription }} />
          )}
          <PriceBox view={view} bundleSelection={bundleSelection} customSelection={customSelection} />
          <StockStatus availability={view.availability} />
          <DeliveryPromise inStock={view.availability.state === 'in_stock' && view.typeId !== 'virtual'} />
          {view.configurable && (
            <VariantOptions
              product={{ sku: view.sku, slug: view.slug }}
              options={view.configurable.options}
              error={view.configurable.error}
            />
          )}
          {view.grouped && (
            <GroupedItems
              items={view.grouped}
              qty={groupedQty}
              onQty={(sku, qty) => setGroupedQty((current) => ({ ...current, [sku]: qty }))}
            />
          )}
          {view.bundle && (
            <BundleOptions
              options={view.bundle.options}
              members={view.bundle.members}
              selection={bundleSelection}
              onChange={(optionId, linkIds) =>
                setBundleSelection((current) => ({ ...current, [optionId]: { linkIds } }))
              }
            />
          )}
          {view.customOptions.length > 0 && (
            <CustomOptions
              options={view.customOptions}
              selection={customSelection}
              priceInclTax={gross}
              taxRatePercent={view.taxRatePercent}
              onChange={(optionId, value) =>
                setCustomSelection((current) => ({ ...current, [optionId]: value }))
              }
            />
          )}
          <AddToCart
            view={view}
            bundleSelection={bundleSelection}
            customSelection={customSelection}
            groupedQty={groupedQty}
            // stored without the store prefix: the cart is shared by both store views
            path={productPath(
              { sku: view.sku, slug: view.slug },
              storeFromPath('/'),
              view.configurable?.childSku,
            )}
          />
          {LISTABLE_TYPES.has(view.typeId) && (
            <AddToListButton
              target={{
                entityId: view.id,
                name: view.activeName,
                childSku: view.configurable?.childSku ?? null,
              }}
              needsVariant={Boolean(view.configurable && !view.configurable.childSku)}
            />
          )}
          <TierPrices tiers={view.tierPrices} />
          <TradeInfo
            sku={view.configurable?.childSku ?? view.sku}
            today={today}
            pageSoonDate={view.availability.date}
          />
          <ProductListButtons {...remembered} />
        </div>
      </article>
      {view.matrix && <SizeColourMatrix productId={view.id} matrix={view.matrix} />}
      {view.description && (
        <section className="product-description" aria-labelledby="product-description-title">
          <h2 id="product-description-title">{t('catalog.product.description')}</h2>
          <div dangerouslySetInnerHTML={{ __html: view.description }} />
        </section>
      )}
      <ProductMore view={view} today={today} url={url} origin={origin} currency={currency} />
    </>
  )
}

/**
 * /p/{productUrl}: an old or short product address. The url map knows every product's url_path
 * (and sends hidden children to their parent); the shopper gets a 301 to the canonical
 * /p/{parentSku}/{slug}[/{childSku}] route.
 */
import { redirect } from 'react-router'
import { MESSAGES } from '@shop/commerce'
import type { Route } from './+types/product-url.ts'
import { mapUrl } from '../lib/catalog/api.server.ts'
import { notFoundPage } from '../lib/not-found.server.ts'
import type { ProductDoc } from '../lib/catalog/types.ts'
import { productPath } from '../lib/catalog/urls.ts'
import { storeFromPath } from '../lib/store-view.ts'


export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const store = storeFromPath(url.pathname)
  const hit = await mapUrl(context.api, store, params.productUrl)
  if (hit?._type !== 'product')
    return notFoundPage(context.api, store, `product url ${params.productUrl}`, MESSAGES.productNotFound)
  const product = hit._source as ProductDoc
  const childSku = hit._redirect?.childSku ?? url.searchParams.get('childSku')
  throw redirect(productPath(product, store, childSku), 301)
}

export default function ProductUrl() {
  return null
}

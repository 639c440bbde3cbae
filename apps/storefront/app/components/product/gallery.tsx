/**
 * Product pictures: one large image (744 px gallery size, spec 000 §9) and a strip of small ones.
 * The large image is the page's largest paint, so it loads first (fetchpriority high, never
 * lazy); width and height keep the layout still while pictures arrive. Without JS a small image
 * links to the large file; with JS it swaps the large image.
 */
import { useState } from 'react'
import type { MediaDoc } from '../../lib/catalog/types.ts'
import { GALLERY_IMAGE_SIZES, GALLERY_THUMB_SIZES, imageSrcSet, imageUrl } from '../../lib/catalog/urls.ts'
import { useT } from '../../lib/store-context.tsx'

const MAIN_SIZES = '(min-width: 900px) 50vw, 100vw'

export function Gallery({ images, name }: { images: readonly MediaDoc[]; name: string }) {
  const t = useT()
  const [index, setIndex] = useState(0)
  const current = images[index] ?? images[0]
  const alt = (media: MediaDoc | undefined, n: number) =>
    media?.lab && media.lab !== name ? media.lab : t('catalog.gallery.alt', { name, number: n })
  return (
    <div className="gallery">
      <img
        className="gallery__main"
        src={imageUrl(current?.image, 744)}
        srcSet={imageSrcSet(current?.image, GALLERY_IMAGE_SIZES)}
        sizes={MAIN_SIZES}
        width={744}
        height={744}
        alt={alt(current, index + 1)}
        fetchPriority="high"
        decoding="async"
      />
      {images.length > 1 && (
        <ul className="gallery__thumbs" aria-label={t('catalog.gallery.label')}>
          {images.map((media, n) => (
            <li key={`${media.image}-${n}`}>
              <a
                href={imageUrl(media.image, 1000)}
                className="gallery__thumb"
                aria-current={n === index ? 'true' : undefined}
                aria-label={t('catalog.gallery.show', { number: n + 1, count: images.length })}
                onClick={(event) => {
                  event.preventDefault()
                  setIndex(n)
                }}
              >
                <img
                  src={imageUrl(media.image, 150)}
                  srcSet={imageSrcSet(media.image, GALLERY_THUMB_SIZES)}
                  sizes="72px"
                  width={72}
                  height={72}
                  alt=""
                  loading="lazy"
                  decoding="async"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

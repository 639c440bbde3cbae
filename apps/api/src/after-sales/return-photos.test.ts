import { describe, expect, it } from 'vitest'
import { MAX_PHOTO_BYTES, decodePhotos, sniffImage } from './return-photos.ts'

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d])
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 ')])

describe('warranty photos (decision 0179)', () => {
  it('knows JPEG, PNG and WebP by their first bytes, nothing else', () => {
    expect(sniffImage(PNG)).toBe('image/png')
    expect(sniffImage(JPEG)).toBe('image/jpeg')
    expect(sniffImage(WEBP)).toBe('image/webp')
    expect(sniffImage(Buffer.from('GIF89a'))).toBeNull()
    expect(sniffImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull()
    expect(sniffImage(Buffer.alloc(0))).toBeNull()
  })

  it('decodes base64 (a data: URL too) and checks type, size and count', () => {
    const ok = decodePhotos([
      { name: 'a.png', contentType: 'image/png', data: PNG.toString('base64') },
      {
        name: 'b.webp',
        contentType: 'image/webp',
        data: `data:image/webp;base64,${WEBP.toString('base64')}`,
      },
    ])
    expect(ok.ok && ok.value.map((p) => [p.fileName, p.bytes.length])).toEqual([
      ['a.png', PNG.length],
      ['b.webp', WEBP.length],
    ])
    const wrongType = decodePhotos([
      { name: 'a.jpg', contentType: 'image/jpeg', data: PNG.toString('base64') },
    ])
    expect(wrongType).toMatchObject({ ok: false, message: 'photos[0]: a.jpg is not a image/jpeg image.' })
    const big = Buffer.concat([JPEG, Buffer.alloc(MAX_PHOTO_BYTES)])
    expect(
      decodePhotos([{ name: 'big.jpg', contentType: 'image/jpeg', data: big.toString('base64') }]),
    ).toMatchObject({
      ok: false,
      message: 'photos[0]: big.jpg is larger than 3 MB.',
    })
    const exact = Buffer.concat([JPEG, Buffer.alloc(MAX_PHOTO_BYTES - JPEG.length)])
    expect(
      decodePhotos([{ name: 'max.jpg', contentType: 'image/jpeg', data: exact.toString('base64') }]).ok,
    ).toBe(true)
    const four = Array.from({ length: 4 }, () => ({
      name: 'a.png',
      contentType: 'image/png' as const,
      data: PNG.toString('base64'),
    }))
    expect(decodePhotos(four)).toMatchObject({ ok: false, message: 'photos: at most 3 photos.' })
    expect(decodePhotos([{ name: 'x', contentType: 'image/png', data: '***' }])).toMatchObject({ ok: false })
  })
})

import sharp from 'sharp'
const [src, top, height, out] = process.argv.slice(2)
await sharp(src).extract({ left: 0, top: Number(top), width: 390, height: Number(height) }).toFile(out)

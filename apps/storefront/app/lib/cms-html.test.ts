import { describe, expect, it } from 'vitest'
import { cleanCmsHtml, htmlToText } from './cms-html.ts'

describe('cleanCmsHtml', () => {
  it('removes script elements, also unclosed ones', () => {
    expect(cleanCmsHtml('<p>a</p><script>alert(1)</script><p>b</p>')).toBe('<p>a</p><p>b</p>')
    expect(cleanCmsHtml('<p>a</p><SCRIPT type="x">\nx()\n</script >')).toBe('<p>a</p>')
    expect(cleanCmsHtml('<p>a</p><script src="x.js">')).toBe('<p>a</p>')
  })

  it('removes event handler attributes and script URLs', () => {
    expect(cleanCmsHtml('<img src="a.jpg" onerror="alert(1)" alt="x">')).toBe('<img src="a.jpg" alt="x">')
    expect(cleanCmsHtml("<a href='javascript:alert(1)' onclick=go()>x</a>")).toBe("<a href='#'>x</a>")
    expect(cleanCmsHtml('<a href=" JavaScript:alert(1)">x</a>')).toBe('<a href="#">x</a>')
  })

  it('keeps ordinary content as it is', () => {
    const html = '<div class="footer-links"><h4>Klantenservice</h4><a href="/contact">Contact</a></div>'
    expect(cleanCmsHtml(html)).toBe(html)
    expect(cleanCmsHtml(null)).toBe('')
  })
})

describe('htmlToText', () => {
  it('gives the readable text', () => {
    expect(htmlToText('<p>Fietsen &amp; onderdelen</p>\n<h2>Sinds&#32;1991</h2>')).toBe(
      'Fietsen & onderdelen Sinds 1991',
    )
  })
})

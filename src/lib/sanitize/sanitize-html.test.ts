import { describe, expect, it } from 'vitest'

import { findDangers } from '../../../tests/security/find-dangers'
import { xssPayloads } from '../../../tests/security/xss-payloads'

import { ALLOWED_ATTRIBUTES, ALLOWED_TAGS } from './allow-list'
import { sanitizeHtml } from './sanitize-html'

/** Parses sanitised output the way the page will, to inspect it as elements. */
function parse(html: string): DocumentFragment {
  const template = document.createElement('template')
  template.innerHTML = sanitizeHtml(html)
  return template.content
}

const dangers = (html: string) =>
  findDangers({ html, allowedTags: ALLOWED_TAGS, allowedAttributes: ALLOWED_ATTRIBUTES })

describe('sanitizeHtml keeps the allowed formatting (spec part 1 section 5)', () => {
  const sample = `
    <h1>One</h1><h2>Two</h2><h3>Three</h3><h4>Four</h4><h5>Five</h5><h6>Six</h6>
    <p><b>bold</b> <i>italic</i> <em>em</em> <strong>strong</strong> <span>span</span><br></p>
    <ul><li>bullet</li></ul><ol><li>number</li></ol>
    <div><a href="https://example.org/a" title="Example">link</a></div><hr>
    <img src="https://example.org/a.png" alt="A picture" width="20" height="10">
    <table><caption>Plans</caption><thead><tr><th colspan="2">Head</th></tr></thead>
      <tbody><tr><td rowspan="2">Cell</td></tr></tbody><tfoot><tr><td>Foot</td></tr></tfoot></table>
    <pre><code>const a = 1</code></pre><blockquote>Quote</blockquote>`

  it.each([...ALLOWED_TAGS])('keeps <%s>', (tag) => {
    expect(parse(sample).querySelector(tag)).not.toBeNull()
  })

  it.each([
    ['href', 'a', 'https://example.org/a'],
    ['title', 'a', 'Example'],
    ['src', 'img', 'https://example.org/a.png'],
    ['alt', 'img', 'A picture'],
    ['width', 'img', '20'],
    ['height', 'img', '10'],
    ['colspan', 'th', '2'],
    ['rowspan', 'td', '2'],
  ])('keeps %s on <%s>', (attribute, tag, value) => {
    expect(parse(sample).querySelector(tag)?.getAttribute(attribute)).toBe(value)
  })

  it('keeps target, rel and harmless style', () => {
    const link = parse(
      '<a href="/faq" target="_self" rel="nofollow" style="color: red; font-weight: bold">x</a>',
    ).querySelector('a')
    expect(link?.getAttribute('target')).toBe('_self')
    expect(link?.getAttribute('rel')).toBe('nofollow')
    expect(link?.getAttribute('style')).toBe('color: red; font-weight: bold')
  })

  it('keeps text and structure of ordinary rich text unchanged', () => {
    const html = '<p>Hello <b>world</b>, see <a href="mailto:help@example.org">help</a>.</p>'
    expect(sanitizeHtml(html)).toBe(html)
  })
})

describe('sanitizeHtml removes everything else', () => {
  it.each([
    'script',
    'style',
    'iframe',
    'object',
    'embed',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'svg',
    'math',
    'video',
    'audio',
    'base',
    'meta',
    'link',
    'template',
    'noscript',
    'u',
    'font',
    'details',
  ])('removes <%s>', (tag) => {
    const fragment = parse(`<div><${tag}>inside</${tag}></div>`)
    expect(fragment.querySelector(tag)).toBeNull()
    expect(fragment.querySelector('div')).not.toBeNull()
  })

  it('keeps the words of a removed formatting tag but drops script and style bodies', () => {
    expect(sanitizeHtml('<p><u>underlined</u></p>')).toBe('<p>underlined</p>')
    expect(sanitizeHtml('<p>a<script>evil()</script><style>p{}</style>b</p>')).toBe('<p>ab</p>')
  })

  it.each([
    'id="x"',
    'class="x"',
    'name="x"',
    'onclick="x()"',
    'onmouseover="x()"',
    'data-x="1"',
    'aria-label="x"',
    'tabindex="1"',
    'lang="en"',
    'srcset="a.png 1x"',
    'formaction="/x"',
    'xlink:href="/x"',
  ])('removes the attribute %s', (attribute) => {
    const element = parse(`<p ${attribute}>text</p>`).querySelector('p')
    expect(element?.attributes).toHaveLength(0)
    expect(element?.textContent).toBe('text')
  })
})

describe('sanitizeHtml URL rules', () => {
  it.each([
    'https://example.org/x',
    'http://example.org/x',
    'mailto:someone@example.org',
    'tel:+441234567',
    '/learning-hub',
    '#section',
    '?q=1',
    'page.html',
  ])('keeps href %s', (href) => {
    expect(parse(`<a href="${href}">x</a>`).querySelector('a')?.getAttribute('href')).toBe(href)
  })

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java&#x09;script:alert(1)',
    '&#106;avascript:alert(1)',
    'javascript&colon;alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'ftp://example.org/x',
    'file:///etc/passwd',
    'blob:https://example.org/1',
  ])('drops href %s', (href) => {
    const link = parse(`<a href="${href}">x</a>`).querySelector('a')
    expect(link?.hasAttribute('href')).toBe(false)
    expect(link?.textContent).toBe('x')
  })

  it('allows raster data: images only, and only in <img src>', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo='
    expect(parse(`<img src="${png}">`).querySelector('img')?.getAttribute('src')).toBe(png)
    for (const src of [
      'data:image/svg+xml,<svg onload=alert(1)>',
      'data:text/html,<script>alert(1)</script>',
      'data:image/png;base64,AAA=" onerror="alert(1)',
    ])
      expect(parse(`<img src='${src}'>`).querySelector('img')?.hasAttribute('src')).toBe(false)
    expect(parse(`<a href="${png}">x</a>`).querySelector('a')?.hasAttribute('href')).toBe(false)
  })
})

describe('sanitizeHtml link targets', () => {
  it('gives target=_blank links noopener and noreferrer, keeping other rel words', () => {
    const link = parse(
      '<a href="https://example.org" target="_BLANK" rel="nofollow opener">x</a>',
    ).querySelector('a')
    expect(link?.getAttribute('target')).toBe('_blank')
    expect(link?.getAttribute('rel')?.split(' ').sort()).toEqual([
      'nofollow',
      'noopener',
      'noreferrer',
    ])
  })

  it.each(['_top', '_parent', 'some-window'])('drops target=%s', (target) => {
    const link = parse(`<a href="/x" target="${target}">x</a>`).querySelector('a')
    expect(link?.hasAttribute('target')).toBe(false)
    expect(link?.getAttribute('href')).toBe('/x')
  })
})

describe('sanitizeHtml style rules', () => {
  it.each([
    ['position: fixed; top: 0; z-index: 9999; color: blue', 'color: blue'],
    ['background: url(https://evil.example/x.png); color: blue', 'color: blue'],
    ['background-color: url(javascript:alert(1)); color: blue', 'color: blue'],
    ['background-image: \\75\\72\\6c(javascript:alert(1)); color: blue', 'color: blue'],
    ['width: expression(alert(1)); color: blue', 'color: blue'],
    ['-moz-binding: url(x.xml#x); behavior: url(x.htc); color: blue', 'color: blue'],
    ['margin-top: -500px; color: blue', 'color: blue'],
    ['transform: scale(50); color: blue', 'color: blue'],
    ['\\70osition: fixed; color: blue', 'color: blue'],
  ])('turns "%s" into "%s"', (style, kept) => {
    expect(parse(`<p style="${style}">x</p>`).querySelector('p')?.getAttribute('style')).toBe(kept)
  })

  it('drops a style attribute with nothing allowed left', () => {
    expect(sanitizeHtml('<p style="position: fixed; inset: 0">x</p>')).toBe('<p>x</p>')
  })

  it('keeps spacing and borders as shorthands', () => {
    expect(
      parse('<p style="margin: 0 auto; border: 1px solid red">x</p>')
        .querySelector('p')
        ?.getAttribute('style'),
    ).toBe('margin: 0px auto; border: 1px solid red')
  })
})

describe('sanitizeHtml against the XSS corpus', () => {
  it.each(xssPayloads.map((payload) => [payload.id, payload.category, payload.html] as const))(
    'payload %i (%s) leaves nothing dangerous',
    (_id, _category, html) => {
      const once = sanitizeHtml(html)
      expect(dangers(once)).toEqual([])
      // Mutation XSS hides in markup that changes when parsed and serialised again: one more
      // round trip through the parser must still leave nothing dangerous.
      const template = document.createElement('template')
      template.innerHTML = once
      expect(dangers(template.innerHTML)).toEqual([])
    },
  )

  it('turns missing or empty input into nothing', () => {
    expect(sanitizeHtml(undefined)).toBe('')
    expect(sanitizeHtml(null)).toBe('')
    expect(sanitizeHtml('')).toBe('')
  })
})

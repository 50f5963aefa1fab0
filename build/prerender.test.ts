import { describe, expect, it } from 'vitest'

import { pageHtml, prerenderedFileFor, PRERENDERED_PAGES } from './prerender.ts'

const template = `<!doctype html>
<html lang="en">
  <head>
    <title>Catalyst</title>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/core-b.js">
    <link rel="stylesheet" crossorigin href="/assets/index-c.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`

const login = PRERENDERED_PAGES.find((page) => page.path === '/auth/login')!
const assets: Record<string, string> = { '/assets/index-c.css': 'body{color:red}</style>' }

describe('pageHtml', () => {
  const html = pageHtml(
    template,
    login,
    { html: '<main><h1>Sign in</h1></main>', title: 'Sign in | Catalyst <&>' },
    { js: ['assets/core-b.js', 'assets/login-d.js'], css: [] },
    (href) => assets[href],
  )

  it('puts the markup in #root with the markers the browser reads', () => {
    expect(html).toContain(
      '<div id="root" data-prerendered="hydrate" data-prerendered-path="/auth/login"><main><h1>Sign in</h1></main></div>',
    )
  })

  it("sets the page's own title, escaped", () => {
    expect(html).toContain('<title>Sign in | Catalyst &#60;&#38;&#62;</title>')
  })

  it('announces the route chunks once, beside those index.html already names', () => {
    expect(html.match(/core-b\.js/g)).toHaveLength(1)
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/login-d.js">')
    expect(html.indexOf('login-d.js')).toBeLessThan(html.indexOf('</head>'))
  })

  it('inlines the stylesheet so the page paints with the HTML alone, and cannot close it early', () => {
    expect(html).not.toContain('rel="stylesheet"')
    expect(html).toContain('<style>body{color:red}<\\/style></style>')
  })

  it('keeps a stylesheet it cannot read as a link', () => {
    const kept = pageHtml(
      template,
      login,
      { html: '', title: 'x' },
      { js: [], css: [] },
      () => undefined,
    )
    expect(kept).toContain('<link rel="stylesheet" crossorigin href="/assets/index-c.css">')
  })

  it('refuses a template without an empty #root', () => {
    expect(() =>
      pageHtml(
        '<title>x</title><div id="root">x</div>',
        login,
        { html: '', title: '' },
        { js: [], css: [] },
        () => undefined,
      ),
    ).toThrow(/#root|root/)
  })
})

describe('prerenderedFileFor', () => {
  it.each([
    ['/auth/login', 'auth/login.html'],
    ['/auth/login/', 'auth/login.html'],
    ['/faq', 'faq.html'],
    ['/error/404', 'error/404.html'],
    ['/learning-hub/Career%20Guidance/abc', 'shells/learning-hub.html'],
    ['/verification/certificate/b/u/Asha', 'shells/certificate.html'],
    ['/dashboard', undefined],
    ['/learning-hub/only-one', undefined],
    ['/auth/login/extra', undefined],
  ])('%s -> %s', (path, file) => {
    expect(prerenderedFileFor(path)).toBe(file)
  })
})

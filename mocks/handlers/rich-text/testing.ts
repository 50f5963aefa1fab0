import { JSDOM } from 'jsdom'
import { expect } from 'vitest'

import { ALLOWED_ATTRIBUTES, ALLOWED_TAGS } from '@/lib/sanitize/allow-list'

import { findDangers } from '../../../tests/security/find-dangers'
import { xssPayloads } from '../../../tests/security/xss-payloads'
import type { ApiAnswer } from '../../testing/api'

/**
 * What the mock backend stores and answers must be safe on its own (the real backend is built
 * from it), not only once the client has sanitised it again. Every string below goes through the
 * real handlers; the stored and answered HTML is then parsed by a DOM and checked for anything
 * outside the allow-list, twice (parsed, serialised and parsed again catches mutation XSS).
 */
const page = new JSDOM('', { runScripts: 'outside-only' }).window
// findDangers is self-contained so that it can run inside a page: here, the jsdom page above.
const findDangersInPage = page.eval(`(${findDangers.toString()})`) as typeof findDangers

const NOTE_TAGS = ['p', 'strong', 'em', 'b', 'i', 'br']

function dangersIn(
  html: string,
  allowedTags: readonly string[],
  allowedAttributes: readonly string[],
) {
  const template = page.document.createElement('template')
  template.innerHTML = html
  return [
    ...findDangersInPage({ html, allowedTags, allowedAttributes }),
    ...findDangersInPage({ html: template.innerHTML, allowedTags, allowedAttributes }).map(
      (problem) => `after a second parse: ${problem}`,
    ),
  ]
}
/**
 * Asserts that a rich-text write was refused with `refusal` (400) or taken (200), nothing else,
 * and says whether it was taken: the checks of what was stored follow only then.
 */
export function taken(answer: ApiAnswer<unknown>, refusal: string, what?: string): boolean {
  const refused = answer.status === 400
  expect(refused ? answer.body.message : answer.status, what).toBe(refused ? refusal : 200)
  return !refused
}

export const richTextDangers = (html: string) => dangersIn(html, ALLOWED_TAGS, ALLOWED_ATTRIBUTES)
export const noteDangers = (html: string) => dangersIn(html, NOTE_TAGS, [])

/** Shapes that got past the hand-written sanitisers this replaced, and their relatives. */
export const bypasses: ReadonlyArray<readonly [string, string]> = [
  // <style> inside an attribute: a regex that drops <style>...</style> unbalances the markup.
  ['style in an attribute', '<a title="<style>"></a><style></style><img src=x onerror=alert(1)>'],
  [
    'style in an attribute',
    '<p title="<style>">a</p><img src=x onerror=alert(1)><p title="</style>">b</p>',
  ],
  [
    'style in an attribute',
    '<b title="x<style>">x</b><a href="javascript:alert(1)" title="</style>">y</a>',
  ],
  ['style in an attribute', '<a title="</style><img src=x onerror=alert(1)>">x</a>'],
  // javascript: links, encoded and in mixed case
  ['encoded javascript: link', '<a href="&#106;avascript:alert(1)">x</a>'],
  ['encoded javascript: link', '<a href="&#x6A;avascript:alert(1)">x</a>'],
  ['encoded javascript: link', '<a href="&#0000106avascript:alert(1)">x</a>'],
  ['encoded javascript: link', '<a href="javascript&colon;alert(1)">x</a>'],
  ['encoded javascript: link', '<a href="java&Tab;script:alert(1)">x</a>'],
  ['encoded javascript: link', '<a href="java&#x09;script:alert(1)">x</a>'],
  [
    'encoded javascript: link',
    '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  ],
  ['mixed-case javascript: link', '<a href="JaVaScRiPt:alert(1)">x</a>'],
  ['mixed-case javascript: link', '<a href=" JAVASCRIPT:alert(1)">x</a>'],
  ['vbscript: link', '<a href="VBScript:msgbox(1)">x</a>'],
  // data: documents
  ['data:text/html link', '<a href="data:text/html,<script>alert(1)</script>">x</a>'],
  [
    'data:text/html link',
    '<a href="DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  ],
  ['data: SVG image', `<img src="data:image/svg+xml,<svg onload='alert(1)'/>">`],
  // event handler attributes
  ['event handler', '<img src=x onerror=alert(1)>'],
  ['event handler', '<p OnClick="alert(1)">x</p>'],
  ['event handler', '<img/src=x/onerror=alert(1)>'],
  ['event handler', '<a href="/x" onmouseover="alert(1)">x</a>'],
  // SVG and MathML, and mutation XSS through namespace confusion
  ['svg script', '<svg><script>alert(1)</script></svg>'],
  ['svg script', '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>'],
  ['math mXSS', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'],
  [
    'math mXSS',
    '<math><mi><mglyph><style><img src=x onerror=alert(1)></style></mglyph></mi></math>',
  ],
  ['math mXSS', '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>'],
  ['math mXSS', '<math><annotation-xml encoding="text/html"><style><img src=x onerror=alert(1)>'],
  ['noscript mXSS', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">'],
  ['comment mXSS', '<!--<img src="--><img src=x onerror=alert(1)//">'],
]

/** The named shapes first, then the shared corpus of tests/security/xss-payloads.ts. */
export const payloads: ReadonlyArray<readonly [string, string]> = [
  ...bypasses,
  ...xssPayloads.map(
    (payload) => [`corpus ${payload.id} (${payload.category})`, payload.html] as const,
  ),
]

/** The elements and the text of `html`: a plain-text message stored escaped has no elements. */
export function textOf(html: string) {
  const template = page.document.createElement('template')
  template.innerHTML = html
  return {
    elements: template.content.querySelectorAll('*').length,
    text: template.content.textContent,
  }
}

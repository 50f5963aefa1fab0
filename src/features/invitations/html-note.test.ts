import { describe, expect, it } from 'vitest'

import { isWellFormedHtml as serverRule } from '@mocks/handlers/rich-text/html'

import { isWellFormedHtml } from './html-note'

const wellFormed = [
  '',
  'plain text, no tags',
  '<p>Hi <b>there</b></p>',
  '<p>Line<br>two<br/>three</p><hr><img src="x.png" alt="x">',
  '<ul><li>one</li><li>two</li></ul>',
  '<a href="https://example.org" title="a > b">link</a>',
  '<!-- a <b> comment --><p>after</p>',
  '<P>upper <STRONG>case</strong></p>',
  '2 < 3 and 5 > 4',
]
const malformed = [
  '<p>',
  '</p>',
  '<p><b>crossed</p></b>',
  '<div class="x"',
  '<p>unterminated <i>tag</p>',
  '<table><tr><td>cell</td></tr>',
  '<p>ok</p><span',
  '<embed src="x">',
]

describe('isWellFormedHtml (HTML mode of the invite note)', () => {
  it.each(wellFormed)('accepts %j', (html) => expect(isWellFormedHtml(html)).toBe(true))
  it.each(malformed)('refuses %j', (html) => expect(isWellFormedHtml(html)).toBe(false))

  it('agrees with the mock backend on every case, so the page blocks what the server refuses', () => {
    for (const html of [...wellFormed, ...malformed])
      expect(isWellFormedHtml(html), html).toBe(serverRule(html))
  })
})

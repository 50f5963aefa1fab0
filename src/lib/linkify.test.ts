import { describe, expect, it } from 'vitest'

import { linkify } from './linkify'

describe('linkify', () => {
  it('finds http(s) addresses and leaves the rest as text', () => {
    expect(linkify('See https://example.org/a?b=1 and http://x.io.')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', href: 'https://example.org/a?b=1' },
      { kind: 'text', text: ' and ' },
      { kind: 'link', href: 'http://x.io' },
      { kind: 'text', text: '.' },
    ])
  })

  it('never makes a link of another scheme or of markup', () => {
    for (const text of [
      'javascript:alert(1)',
      'data:text/html,<b>x</b>',
      '<a href="https://evil.example">x</a>',
      'ftp://files.example/x',
    ])
      expect(linkify(text).filter((part) => part.kind === 'link')).toEqual(
        text.includes('https://evil.example')
          ? [{ kind: 'link', href: 'https://evil.example' }]
          : [],
      )
  })

  it('keeps text without addresses whole', () => {
    expect(linkify('No link here (really).')).toEqual([
      { kind: 'text', text: 'No link here (really).' },
    ])
    expect(linkify('')).toEqual([])
  })
})

import { describe, expect, it } from 'vitest'

import { canHydrate, readPrerenderMarks } from './prerendered-page'

function root(attributes: Record<string, string>, content = '<main>page</main>') {
  const element = document.createElement('div')
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
  element.innerHTML = content
  return element
}

describe('readPrerenderMarks', () => {
  it('reads the kind and path the build wrote', () => {
    expect(
      readPrerenderMarks(
        root({ 'data-prerendered': 'hydrate', 'data-prerendered-path': '/auth/login' }),
      ),
    ).toEqual({ kind: 'hydrate', path: '/auth/login' })
  })

  it.each([
    ['no markers (the SPA shell)', {}, '<main>x</main>'],
    [
      'an unknown kind',
      { 'data-prerendered': 'static', 'data-prerendered-path': '/faq' },
      '<main>x</main>',
    ],
    ['no path', { 'data-prerendered': 'shell' }, '<main>x</main>'],
    ['an empty root', { 'data-prerendered': 'hydrate', 'data-prerendered-path': '/faq' }, ''],
  ])('is null for %s', (_name, attributes, content) => {
    expect(readPrerenderMarks(root(attributes, content))).toBeNull()
  })
})

describe('canHydrate', () => {
  const marks = { kind: 'hydrate' as const, path: '/auth/login' }
  const visitor = { pathname: '/auth/login', hash: '', signedIn: false, settled: true }

  it("hydrates the visitor's view of the page it was rendered for", () => {
    expect(canHydrate(marks, visitor)).toBe(true)
    expect(canHydrate(marks, { ...visitor, pathname: '/auth/login/' })).toBe(true)
  })

  it.each([
    ['a shell', { ...marks, kind: 'shell' as const }, visitor],
    ['no marks', null, visitor],
    ['a redirect elsewhere', marks, { ...visitor, pathname: '/dashboard' }],
    ["the identity provider's return (hash)", marks, { ...visitor, hash: '#access_token=x' }],
    ['a signed-in user', marks, { ...visitor, signedIn: true }],
    ['a route that failed to load', marks, { ...visitor, settled: false }],
  ])('renders afresh for %s', (_name, given, current) => {
    expect(canHydrate(given, current)).toBe(false)
  })
})

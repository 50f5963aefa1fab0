import { describe, expect, it } from 'vitest'

import { readRouteCatalog, routeCatalog, urlOf } from './route-catalog'

describe('route catalog', () => {
  it('lists the pages of the route tree with their guard group, leaving layouts out', () => {
    const byPath = new Map(routeCatalog.map((route) => [route.fullPath, route]))
    expect(byPath.get('/dashboard')?.group).toBe('counsellor')
    expect(byPath.get('/my-pathway')?.group).toBe('student')
    expect(byPath.get('/auth/login')?.group).toBe('auth')
    expect(byPath.get('/faq')?.group).toBe('public')
    expect(byPath.get('/students/view/$studentId')?.params).toEqual(['studentId'])
    expect(routeCatalog.map((route) => route.id)).not.toContain('/_app')
    expect(routeCatalog.map((route) => route.id)).not.toContain('/_app/_counsellor')
    expect(routeCatalog.length).toBeGreaterThan(30)
  })

  it('fills parameters, encoded, and refuses a missing one', () => {
    const route = { fullPath: '/learning-hub/$learnerHubName/$learnHubId' }
    expect(urlOf(route, { learnerHubName: 'a b', learnHubId: '7' })).toBe('/learning-hub/a%20b/7')
    expect(() => urlOf(route, { learnHubId: '7' })).toThrow('$learnerHubName')
    expect(urlOf({ fullPath: '/$' }, { _splat: 'x' })).toBe('/x')
  })

  it('fails loudly when the route tree changes shape', () => {
    expect(() => readRouteCatalog('nothing here')).toThrow('FileRoutesById not found')
  })
})

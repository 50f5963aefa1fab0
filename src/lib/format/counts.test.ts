import { describe, expect, it } from 'vitest'

import { unreadLabel, unreadMessages } from './counts'

describe('unread counts', () => {
  it('show 9+ above 9, and read with the right plural', () => {
    expect([0, 1, 9, 10, 250].map(unreadLabel)).toEqual(['0', '1', '9', '9+', '9+'])
    expect(unreadMessages(1)).toBe('1 unread message')
    expect(unreadMessages(3)).toBe('3 unread messages')
    expect(unreadMessages(12)).toBe('9+ unread messages')
  })
})

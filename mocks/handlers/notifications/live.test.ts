import { describe, expect, it } from 'vitest'

import type { MarkAllNotificationsReadEnvelope } from '@/api/generated/types.gen'

import { db } from '../../db'
import { notify } from '../../services/notify'
import { createSocketHub } from '../../socket/socket-hub'
import { api } from '../../testing/api'
import { createUser, tokenFor } from '../../testing/fixtures'
import { startMockBackend } from '../../testing/server'

/** The live `notifications changed` (issue 35): one per change, one for "Mark all as read". */
startMockBackend()

async function listening() {
  const user = await createUser({ role: 'student' })
  const token = await tokenFor(user)
  const hub = createSocketHub()
  const heard: unknown[] = []
  const link = {
    deliver: (event: string, payload: unknown) => {
      if (event === 'notifications changed') heard.push(payload)
    },
    end: () => undefined,
    drop: () => undefined,
  }
  expect(hub.connect('tab', { token }, link)).toEqual({ ok: true })
  /** Lets a turn of the event loop end: batched events are delivered then. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
  return { user, token, hub, heard, settle }
}

const tell = (userId: string, title: string) =>
  notify({ userId, kind: 'pathway-assigned', title, link: '/my-pathway' })

describe('notifications changed', () => {
  it('is sent once for each notification written and each one marked read', async () => {
    const { user, token, hub, heard, settle } = await listening()
    const first = await tell(user.id, 'One.')
    await tell(user.id, 'Two.')
    await settle()
    expect(heard).toHaveLength(2)
    await api('POST', `/notifications/${first.notification!.id}/read`, { token })
    await settle()
    hub.stop()
    expect(heard).toHaveLength(3)
    expect(heard[2]).toMatchObject({ notificationId: first.notification!.id, read: true })
  })

  it('is sent ONCE for "Mark all as read", however many it marks', async () => {
    const { user, token, hub, heard, settle } = await listening()
    for (const title of ['One.', 'Two.', 'Three.', 'Four.', 'Five.']) await tell(user.id, title)
    await settle()
    heard.length = 0

    const marked = await api<MarkAllNotificationsReadEnvelope>('POST', '/notifications/read-all', {
      token,
    })
    await settle()
    hub.stop()
    expect(marked.body.success).toEqual({ marked: 5, unread: 0 })
    expect(db.notifications.lookup('unread', user.id)).toEqual([])
    expect(heard).toEqual([expect.objectContaining({ read: true })])
  })

  it('reaches only the owner', async () => {
    const { hub, heard, settle } = await listening()
    const other = await createUser({ role: 'student' })
    await tell(other.id, 'Not yours.')
    await settle()
    hub.stop()
    expect(heard).toEqual([])
  })
})

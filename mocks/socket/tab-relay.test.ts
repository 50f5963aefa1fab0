import { afterEach, describe, expect, it } from 'vitest'

import { emitChatEvent, onChatEvent, type ChatEvent } from '../handlers/chat/chat-events'
import { CHAT_RELAY_CHANNEL, relayChatEventsBetweenTabs } from './tab-relay'

const event: ChatEvent = {
  type: 'read',
  readerId: 'reader',
  senderId: 'sender',
  readAt: '2026-11-23T10:00:00.000Z',
  count: 1,
}

describe('relaying chat events between tabs', () => {
  const stops: Array<() => void> = []
  afterEach(() => stops.splice(0).forEach((stop) => stop()))

  it("sends this tab's events to the others, and delivers theirs here without echoing them", async () => {
    let localWrites = 0
    const applied: ChatEvent[] = []
    stops.push(
      relayChatEventsBetweenTabs(
        () => localWrites++,
        (received) => {
          applied.push(received)
        },
      ),
    )
    const otherTab = new BroadcastChannel(CHAT_RELAY_CHANNEL)
    stops.push(() => otherTab.close())
    const fromHere: unknown[] = []
    otherTab.onmessage = (message: MessageEvent) => fromHere.push(message.data)
    const seenHere: ChatEvent[] = []
    stops.push(onChatEvent((received) => seenHere.push(received)))

    emitChatEvent(event)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(fromHere).toEqual([event])
    // This tab wrote: its db is saved for the other tabs.
    expect(localWrites).toBe(1)

    const theirs = { ...event, readerId: 'someone in the other tab' }
    otherTab.postMessage(theirs)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(seenHere).toEqual([event, theirs])
    // Not sent back: the other tab would see its own event twice.
    expect(fromHere).toEqual([event])
    // Nor saved here: the other tab saved it, and this tab's copy may be older; but it is
    // applied to this tab's data first.
    expect(localWrites).toBe(1)
    expect(applied).toEqual([theirs])
  })
})

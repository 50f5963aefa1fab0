import { QueryClient, QueryObserver, type QueryKey } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'

import { chatKeys } from './chat/queries'
import { connectionKeys } from './connections/queries'
import { refreshAfter, refreshAfterResync } from './live-events'
import { myPathwayKeys } from './pathways/queries'
import { sessionKeys } from './sessions/keys'
import { studentKeys } from './students/queries'

/** A query cache holding these keys: what each live event leaves stale in it. */
function cacheOf(keys: readonly QueryKey[]) {
  const queryClient = new QueryClient()
  for (const queryKey of keys) queryClient.setQueryData(queryKey, 'cached')
  const stale = () =>
    queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.isInvalidated)
      .map((query) => query.queryKey)
  return { queryClient, stale }
}

const CACHED = [
  myPathwayKeys.pathway(),
  studentKeys.student('riya'),
  studentKeys.student('kabir'),
  studentKeys.list(),
  connectionKeys.all,
  chatKeys.contacts(),
  chatKeys.messages('USER#riya'),
  sessionKeys.list({ scope: 'upcoming' }),
]

describe('the live events on the client', () => {
  it("narrows a pathway change to the student it names, and leaves other people's alone", async () => {
    const { queryClient, stale } = cacheOf(CACHED)
    await refreshAfter(queryClient, 'pathway changed', {
      studentId: 'riya',
      counsellorId: 'meera',
      pathwayId: 'pw-stem',
      at: '2026-11-26T09:12:30.000Z',
    })
    expect(stale()).toEqual([
      myPathwayKeys.pathway(),
      studentKeys.student('riya'),
      studentKeys.list(),
    ])
  })

  it('refetches everything any live event touches after a reconnection, but not the chat history', async () => {
    const { queryClient, stale } = cacheOf(CACHED)
    await refreshAfterResync(queryClient)
    expect(stale()).toEqual(CACHED.filter((key) => key !== CACHED[6]))
  })

  it('fetches a query under two of the keys once', async () => {
    const queryClient = new QueryClient()
    let fetches = 0
    const observer = new QueryObserver(queryClient, {
      queryKey: studentKeys.list(),
      queryFn: () => ++fetches,
    })
    const stop = observer.subscribe(() => undefined)
    await observer.refetch()
    fetches = 0
    // After a reconnection: studentKeys.all (a pathway without a payload) and studentKeys.list()
    // (a request) both cover the list.
    await refreshAfterResync(queryClient)
    expect(fetches).toBe(1)
    stop()
  })
})

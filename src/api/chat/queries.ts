import { infiniteQueryOptions, queryOptions, type InfiniteData } from '@tanstack/react-query'

import type { ChatContact, ChatMessage, ChatMessagePage, UserSk } from '../generated/types.gen'

export type { ChatContact, ChatMessage, ChatMessagePage, UserSk }

/** The generated calls, loaded with the first one (src/api/sdk.ts). */
export const sdk = () => import('../sdk')

/**
 * Server state of chat (spec part 1 sections 3, 4, 7): the contacts panel and each conversation's
 * paged history. The live socket writes into these caches (src/features/chat/hooks), and a
 * reconnection invalidates `chatKeys.all` to fetch what was missed.
 */
export const chatKeys = {
  all: ['chat'] as const,
  contacts: () => [...chatKeys.all, 'contacts'] as const,
  messages: (userSk: string) => [...chatKeys.all, 'messages', userSk] as const,
}

/** GET /chat/fetchChats: most recent conversation first. */
export const chatContactsQueryOptions = () =>
  queryOptions({
    queryKey: chatKeys.contacts(),
    queryFn: async ({ signal }): Promise<ChatContact[]> =>
      (await (await sdk()).fetchChats({ throwOnError: true, signal })).data.success,
  })

export type MessagePages = InfiniteData<ChatMessagePage, unknown>

/**
 * GET /chat/getMessages/{userSk}: the newest page first, then older pages by cursor. Each page is
 * newest first as the server sends it; the window shows them reversed (newest at the bottom).
 */
export const chatMessagesQueryOptions = (userSk: UserSk) =>
  infiniteQueryOptions({
    queryKey: chatKeys.messages(userSk),
    queryFn: async ({ pageParam, signal }): Promise<ChatMessagePage> =>
      (
        await (
          await sdk()
        ).getMessages({
          path: { userSk },
          query: pageParam ? { lastEvaluatedKey: pageParam } : undefined,
          throwOnError: true,
          signal,
        })
      ).data.success,
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.lastEvaluatedKey ?? undefined,
  })

/** POST /chat/readMessages: the contact's messages to me are read. */
export async function markMessagesRead(userSk: UserSk): Promise<void> {
  await (await sdk()).readMessages({ body: { userSk }, throwOnError: true })
}

/** POST /chat/sendMessage: the stored message. */
export async function sendMessageOverHttp(userSk: UserSk, message: string): Promise<ChatMessage> {
  return (await (await sdk()).sendMessage({ body: { userSk, message }, throwOnError: true })).data
    .success
}

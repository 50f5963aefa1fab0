import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query'

import type {
  AccountManager,
  CreateMarketingRequest,
  ManagerCall,
  ManagerCallPage,
  ManagerCallScope,
  ManagerSlotList,
  MarketingRequest,
  MarketingRequestKind,
  MarketingRequestPage,
  MarketingRequestStatus,
} from '../generated/types.gen'
import { refreshAfter } from '../live-events'
import { fileNameOf, type CalendarFile } from '../sessions/queries'
import { accountManagerKeys, type ManagerSlotRange } from './keys'

export type {
  AccountManager,
  ManagerCall,
  ManagerCallPage,
  ManagerCallScope,
  ManagerSlotList,
  MarketingRequest,
  MarketingRequestKind,
  MarketingRequestPage,
  MarketingRequestStatus,
}
export { accountManagerKeys, type ManagerSlotRange }

/** The generated calls, loaded with the first one (src/api/sdk.ts). */
const sdk = () => import('../sdk')

/** While a request waits, the list is read again this often: the manager's answer arrives. */
export const MARKETING_FOLLOW_INTERVAL_MS = 30_000

/** GET /account-manager: the Catalyst's manager (Elite). */
export const accountManagerQueryOptions = () =>
  queryOptions({
    queryKey: accountManagerKeys.manager(),
    queryFn: async ({ signal }): Promise<AccountManager> =>
      (await (await sdk()).getMyAccountManager({ throwOnError: true, signal })).data.success,
  })

/** GET /account-manager/slots: the manager's free call slots. */
export const managerSlotsQueryOptions = (range: ManagerSlotRange = {}) =>
  queryOptions({
    queryKey: accountManagerKeys.slots(range),
    queryFn: async ({ signal }): Promise<ManagerSlotList> =>
      (await (await sdk()).getAccountManagerSlots({ query: range, throwOnError: true, signal }))
        .data.success,
  })

/**
 * GET /account-manager/calls: upcoming (soonest first) or past (latest first) calls, a page more
 * each time (Show more); kept after a lapse.
 */
export const managerCallPagesQueryOptions = (scope: ManagerCallScope) =>
  infiniteQueryOptions({
    queryKey: accountManagerKeys.callList(scope),
    queryFn: async ({ signal, pageParam }): Promise<ManagerCallPage> =>
      (
        await (
          await sdk()
        ).listMyManagerCalls({ query: { scope, page: pageParam }, throwOnError: true, signal })
      ).data.success,
    initialPageParam: 1,
    getNextPageParam: (last: ManagerCallPage) => (last.hasMore ? last.page + 1 : undefined),
  })

/**
 * GET /marketing-requests, a page more each time (Show more), newest first; read again while a
 * request waits, so the manager's answer arrives on an open page.
 */
export const marketingRequestsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: accountManagerKeys.requests(),
    queryFn: async ({ signal, pageParam }): Promise<MarketingRequestPage> =>
      (
        await (
          await sdk()
        ).listMyMarketingRequests({ query: { page: pageParam }, throwOnError: true, signal })
      ).data.success,
    initialPageParam: 1,
    getNextPageParam: (last: MarketingRequestPage) => (last.hasMore ? last.page + 1 : undefined),
    refetchInterval: (query) =>
      (query.state.data?.pages[0]?.waiting ?? 0) > 0 ? MARKETING_FOLLOW_INTERVAL_MS : false,
  })

export interface BookManagerCallInput {
  start: string
  topic: string
}

/** POST /account-manager/calls. */
export function useBookManagerCall() {
  const queryClient = useQueryClient()
  return useMutation({
    // The booking form shows 400, 409 and 429 in place and keeps the topic typed.
    meta: { errorToast: false },
    mutationFn: async (body: BookManagerCallInput): Promise<ManagerCall> =>
      (await (await sdk()).bookManagerCall({ body, throwOnError: true })).data.success,
    onSettled: () => refreshAfter(queryClient, 'manager calls changed'),
  })
}

export interface CancelManagerCallInput {
  callId: string
  reason: string
}

/** POST /account-manager/calls/{callId}/cancel. */
export function useCancelManagerCall() {
  const queryClient = useQueryClient()
  return useMutation({
    meta: { errorToast: false },
    mutationFn: async ({ callId, ...body }: CancelManagerCallInput): Promise<ManagerCall> =>
      (await (await sdk()).cancelManagerCall({ path: { callId }, body, throwOnError: true })).data
        .success,
    onSettled: () => refreshAfter(queryClient, 'manager calls changed'),
  })
}

/** POST /marketing-requests. */
export function useCreateMarketingRequest() {
  const queryClient = useQueryClient()
  return useMutation({
    // The form shows 400, 409 and 429 in place and keeps the message typed.
    meta: { errorToast: false },
    mutationFn: async (body: CreateMarketingRequest): Promise<MarketingRequest> =>
      (await (await sdk()).createMarketingRequest({ body, throwOnError: true })).data.success,
    onSettled: () => refreshAfter(queryClient, 'marketing requests changed'),
  })
}

/** GET /account-manager/calls/{callId}/calendar: the call's `.ics`, named as the server names it. */
export async function downloadManagerCallCalendar(callId: string): Promise<CalendarFile> {
  const { data, response } = await (
    await sdk()
  ).getManagerCallCalendar({ path: { callId }, throwOnError: true })
  const body: unknown = data
  const bytes =
    typeof body === 'string'
      ? new TextEncoder().encode(body)
      : new Uint8Array(await (body as Blob).arrayBuffer())
  return {
    bytes: new Uint8Array(bytes),
    fileName:
      fileNameOf(response.headers.get('Content-Disposition')) ?? 'catalyst-manager-call.ics',
  }
}

import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'

import type {
  AcceptanceAnswers,
  ConnectWithCounsellorRequest,
  Decision,
  InviteStudentRequest,
  SentInvite,
} from '../generated/types.gen'
import { profileKeys } from '../profile/queries'
import { connectionKeys, sdk, type Catalyst } from './queries'

export type { AcceptanceAnswers, ConnectWithCounsellorRequest, Decision, InviteStudentRequest }

/** Every connection list, count and the directory, and the profile (its connection changes). */
function refreshConnections(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: connectionKeys.all }),
    queryClient.invalidateQueries({ queryKey: profileKeys.all }),
  ])
}

/** POST /invite/inviteStudent: the created invitation. */
export function useInviteStudent() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: InviteStudentRequest): Promise<SentInvite> =>
      (await (await sdk()).inviteStudent({ body, throwOnError: true })).data.success,
    onSuccess: () => refreshConnections(queryClient),
  })
}

export interface StudentDecision {
  studentId: string
  action: Decision
  reason: string
}

/**
 * A Catalyst answers a student's request (POST /invite/student/{studentId}/{action}). Resolves
 * with the server's success flag: false is a refusal the screen words ("Try Again").
 */
export function useDecideStudentRequest() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ studentId, action, reason }: StudentDecision): Promise<boolean> =>
      (
        await (
          await sdk()
        ).decideStudentRequest({
          path: { studentId, action },
          body: reason ? { reason } : {},
          throwOnError: true,
        })
      ).data.success,
    onSettled: () => refreshConnections(queryClient),
  })
}

export interface CatalystDecision {
  catalystId: string
  decision: Decision
  answers: AcceptanceAnswers
}

/**
 * A student answers a Catalyst's request (POST /invite/counsellor/{decision}/{id}); accepting
 * one rejects the others on the server. Resolves with the success flag (false: "Failed to accept
 * Catalyst request" or "Try Again", as the screen words it).
 */
export function useDecideCatalystRequest() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ catalystId, decision, answers }: CatalystDecision): Promise<boolean> =>
      (
        await (
          await sdk()
        ).decideCounsellorRequest({
          path: { decision, id: catalystId },
          body: answers,
          throwOnError: true,
        })
      ).data.success,
    onSettled: () => refreshConnections(queryClient),
  })
}

export interface ConnectRequest {
  catalystId: string
  body: ConnectWithCounsellorRequest
}

/**
 * A student asks a Catalyst to connect (POST /user/connectWithCounsellor/{id}). The directory
 * shows the request as sent at once (optimistic) and goes back if the call fails.
 */
export function useConnectWithCatalyst() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ catalystId, body }: ConnectRequest) =>
      (
        await (
          await sdk()
        ).connectWithCounsellor({ path: { id: catalystId }, body, throwOnError: true })
      ).data.success,
    onMutate: async ({ catalystId }) => {
      await queryClient.cancelQueries({ queryKey: connectionKeys.catalysts() })
      const before = queryClient.getQueryData<Catalyst[]>(connectionKeys.catalysts())
      queryClient.setQueryData<Catalyst[]>(connectionKeys.catalysts(), (list) =>
        list?.map((catalyst) =>
          catalyst.id === catalystId ? { ...catalyst, status: 'invited' } : catalyst,
        ),
      )
      return { before }
    },
    onError: (_error, _request, context) => {
      if (context?.before) queryClient.setQueryData(connectionKeys.catalysts(), context.before)
    },
    onSettled: () => refreshConnections(queryClient),
  })
}

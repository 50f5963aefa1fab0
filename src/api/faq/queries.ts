import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'

import type {
  Faq,
  FaqList,
  HelpRequest,
  SupportAllowance,
  SupportTicket,
} from '../generated/types.gen'

export type { Faq, FaqList, HelpRequest, SupportAllowance, SupportTicket }

/** The generated calls, loaded with the first one (src/api/sdk.ts). */
const sdk = () => import('../sdk')

/** The spec's default when a read fails (part 2 sections 7 and 8): empty lists. */
export const EMPTY_FAQ_LIST: FaqList = { faqs: [], categories: [] }

/** FAQ and support centre (spec part 2 sections 2, 3, 4, 7 and 8). */
export const faqKeys = {
  all: ['faq'] as const,
  mine: () => [...faqKeys.all, 'mine'] as const,
  public: () => [...faqKeys.all, 'public'] as const,
  /** The caller's help-request allowance: it follows the plan (live event `plan changed`). */
  allowance: () => [...faqKeys.all, 'allowance'] as const,
}

/**
 * GET /faq/fetch: the signed-in caller's role's questions and categories. Reads are silent (no
 * toast); the screen turns a failure into empty lists with a Retry (part 2 section 8).
 */
export const faqsQueryOptions = () =>
  queryOptions({
    queryKey: faqKeys.mine(),
    queryFn: async ({ signal }): Promise<FaqList> =>
      (await (await sdk()).fetchFaqs({ throwOnError: true, signal })).data.success,
  })

/** GET /faq/user: the questions of both roles, for the public FAQ page. */
export const publicFaqsQueryOptions = () =>
  queryOptions({
    queryKey: faqKeys.public(),
    queryFn: async ({ signal }): Promise<FaqList> =>
      (await (await sdk()).fetchPublicFaqs({ throwOnError: true, signal })).data.success,
  })

/**
 * GET /faq/support-allowance: how many help requests a Catalyst on limited support has left this
 * month, or the priority and answer time of Prime and Elite Access (issue 34).
 */
export const supportAllowanceQueryOptions = () =>
  queryOptions({
    queryKey: faqKeys.allowance(),
    queryFn: async ({ signal }): Promise<SupportAllowance> =>
      (await (await sdk()).getSupportAllowance({ throwOnError: true, signal })).data.success,
  })

/**
 * POST /faq/support-request: raises a help request. The modal words its own failure and keeps
 * what was typed and chosen (issue 17), so no global toast. Sent or refused (a 429 when another
 * tab used the last one), the allowance is read again.
 */
export function useCreateSupportRequest() {
  const queryClient = useQueryClient()
  return useMutation({
    meta: { errorToast: false },
    mutationFn: async (body: HelpRequest): Promise<SupportTicket> =>
      (await (await sdk()).createSupportRequest({ body, throwOnError: true })).data.success,
    onSettled: () => queryClient.invalidateQueries({ queryKey: faqKeys.allowance() }),
  })
}

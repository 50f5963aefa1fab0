import {
  zBookManagerCallBody,
  zCancelManagerCallBody,
  zCancelManagerCallPath,
  zCreateMarketingRequestBody,
  zGetAccountManagerSlotsQuery,
  zGetManagerCallCalendarPath,
  zGetMarketingRequestPath,
  zListMyManagerCallsQuery,
  zListMyMarketingRequestsQuery,
} from '@/api/generated/zod.gen'

import { lazy, operation } from '../http'
import { MANAGER_INPUT_MESSAGES as WORDS } from './input-messages'

/**
 * Elite's dedicated account manager and personalised marketing support (issue 34; openapi.yaml
 * "Account manager"). Declared here with the contract's schemas; the work (resolvers/: the slot
 * engine shared with sessions, the `.ics` builder) loads on the first call.
 */
const work = () => import('./resolvers')

const catalyst = { access: 'user', roles: ['counsellor'] } as const

export const accountManagerHandlers = [
  operation(
    'get',
    '/account-manager',
    { ...catalyst, plan: 'account-manager' },
    lazy(() => work().then((resolvers) => resolvers.getMyAccountManager)),
  ),
  operation(
    'get',
    '/account-manager/slots',
    { ...catalyst, plan: 'account-manager', query: zGetAccountManagerSlotsQuery },
    lazy(() => work().then((resolvers) => resolvers.getAccountManagerSlots)),
  ),
  operation(
    'get',
    '/account-manager/calls',
    { ...catalyst, query: zListMyManagerCallsQuery },
    lazy(() => work().then((resolvers) => resolvers.listMyManagerCalls)),
  ),
  operation(
    'post',
    '/account-manager/calls',
    {
      ...catalyst,
      plan: 'account-manager',
      body: zBookManagerCallBody,
      blankMessages: { topic: WORDS.topic },
    },
    lazy(() => work().then((resolvers) => resolvers.bookManagerCall)),
  ),
  operation(
    'post',
    '/account-manager/calls/{callId}/cancel',
    {
      ...catalyst,
      params: zCancelManagerCallPath,
      body: zCancelManagerCallBody,
      blankMessages: { reason: WORDS.reason },
    },
    lazy(() => work().then((resolvers) => resolvers.cancelManagerCall)),
  ),
  operation(
    'get',
    '/account-manager/calls/{callId}/calendar',
    { ...catalyst, params: zGetManagerCallCalendarPath },
    lazy(() => work().then((resolvers) => resolvers.getManagerCallCalendar)),
  ),
  operation(
    'get',
    '/marketing-requests',
    { ...catalyst, query: zListMyMarketingRequestsQuery },
    lazy(() => work().then((resolvers) => resolvers.listMyMarketingRequests)),
  ),
  operation(
    'post',
    '/marketing-requests',
    {
      ...catalyst,
      plan: 'marketing-support',
      body: zCreateMarketingRequestBody,
      blankMessages: { message: WORDS.message },
    },
    lazy(() => work().then((resolvers) => resolvers.createMarketingRequest)),
  ),
  operation(
    'get',
    '/marketing-requests/{requestId}',
    { ...catalyst, params: zGetMarketingRequestPath },
    lazy(() => work().then((resolvers) => resolvers.getMarketingRequest)),
  ),
]

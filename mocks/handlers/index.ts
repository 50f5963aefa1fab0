import type { HttpHandler } from 'msw'

import { ipLocationHandlers } from '../services/ip-location'
import { stripeHandlers } from '../services/stripe'
import { accountHandlers } from './account'
import { accountManagerHandlers } from './account-manager'
import { achievementHandlers } from './achievement'
import { activityHandlers } from './activity'
import { authHandlers } from './auth'
import { chatHandlers } from './chat'
import { dashboardHandlers } from './dashboard'
import { faqHandlers } from './faq'
import { fileHandlers } from './files'
import { oversizeUrlHandler } from './http'
import { inviteHandlers } from './invite'
import { learnHubHandlers } from './learn-hub'
import { moodleHandlers } from './moodle'
import { pathwayHandlers } from './pathway'
import { paymentHandlers } from './payment'
import { profileHandlers } from './profile'
import { profileUpdateHandlers } from './profile-update'
import { sessionHandlers } from './sessions'
import { studentHandlers } from './student'
import { teamHandlers } from './team'
import { notificationHandlers } from './notifications'
import { userHandlers } from './user'
import { webinarHandlers } from './webinars'

/** Every operation of openapi/openapi.yaml, each declared with operation() (handlers/http.ts). */
export const apiHandlers: HttpHandler[] = [
  ...authHandlers,
  ...accountHandlers,
  ...profileHandlers,
  ...profileUpdateHandlers,
  ...inviteHandlers,
  ...dashboardHandlers,
  ...userHandlers,
  ...chatHandlers,
  ...learnHubHandlers,
  ...moodleHandlers,
  ...studentHandlers,
  ...pathwayHandlers,
  ...achievementHandlers,
  ...paymentHandlers,
  ...sessionHandlers,
  ...faqHandlers,
  ...activityHandlers,
  ...fileHandlers,
  ...webinarHandlers,
  ...accountManagerHandlers,
  ...teamHandlers,
  ...notificationHandlers,
]

/**
 * The third-party services the app calls outside the contract (mocks/services): IP location and
 * the card provider's test checkout.
 */
export const serviceHandlers: HttpHandler[] = [...ipLocationHandlers, ...stripeHandlers]

/**
 * Everything the mock backend answers; one set for the worker, msw/node and Storybook. The guard
 * for oversize URLs comes first: it answers 414 before any path is matched.
 */
export const handlers: HttpHandler[] = [oversizeUrlHandler, ...apiHandlers, ...serviceHandlers]

import { accountManagerSurfaces } from './surfaces/account-manager'
import { applicationSurfaces } from './surfaces/applications'
import { chatSurfaces } from './surfaces/chat'
import { connectionSurfaces } from './surfaces/connections'
import { faqSurfaces } from './surfaces/faq'
import type { XssSurface } from './surfaces/helpers'
import { learningSurfaces } from './surfaces/learning'
import { paymentSurfaces } from './surfaces/payments'
import { profileSurfaces } from './surfaces/profiles'
import { sessionSurfaces } from './surfaces/sessions'
import { shellSurfaces } from './surfaces/shell'
import { studentSurfaces } from './surfaces/students'
import { webinarSurfaces } from './surfaces/webinars'
import { teamSurfaces } from './surfaces/team'
import { notificationSurfaces } from './surfaces/notifications'

export { DEMO_PASSWORD, signIn, type XssSurface } from './surfaces/helpers'

/**
 * Every place the app shows text or rich text that a user or the server supplied, with how to
 * plant a payload there and where it shows. tests/e2e/xss.spec.ts runs every payload through
 * every entry. A new screen that shows such text adds an entry to its family's file under
 * surfaces/ (docs/security.md); this list keeps the families in one order.
 *
 * Planting: a URL (route parameters, the identity provider's return), or the mock db through the
 * demo build's test hook `window.catalystMocks.patch(collection, where, changes)`.
 */
export const surfaces: readonly XssSurface[] = [
  ...shellSurfaces,
  ...connectionSurfaces,
  ...chatSurfaces,
  ...profileSurfaces,
  ...studentSurfaces,
  ...learningSurfaces,
  ...faqSurfaces,
  ...applicationSurfaces,
  ...paymentSurfaces,
  ...sessionSurfaces,
  ...webinarSurfaces,
  ...accountManagerSurfaces,
  ...teamSurfaces,
  ...notificationSurfaces,
]

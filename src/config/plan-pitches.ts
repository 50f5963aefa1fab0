import type { PlanFeatureKey } from '@/api/generated/types.gen'

import { HELP_REQUESTS_PER_MONTH, SUPPORT_RESPONSE_TIMES } from './support'

/**
 * What each plan feature gives a Catalyst, in a few lines: the offer shown in a feature's place
 * when the plan in effect does not include it (src/components/plan-offer.tsx). One entry per
 * feature of src/config/plans.ts, so no offer is without its words.
 */
export const PLAN_PITCHES: Record<PlanFeatureKey, readonly string[]> = {
  'directory-listing': [
    'Students find you in Find Catalysts by name, country and specialisation.',
    'Your card shows your photo, specialisations and bio to every student looking for a Catalyst.',
  ],
  'student-inquiries': [
    'Students who find you send you connection requests with a message.',
    'You accept or decline each request; accepted students join My Students.',
  ],
  'smart-dashboard': [
    'See which students you have not talked to lately, and whom to check in on.',
    'Follow where your students come from, how requests trend and which topics are coming up.',
  ],
  'session-booking': [
    'Students connected to you book a session in your weekly hours, in their own time zone.',
    'Both of you get the session by e-mail with a calendar invitation, and it appears on your schedule planner.',
    'Either of you can move or cancel it, with a reason the other sees.',
  ],
  'premium-webinars': [
    'Register for live webinars by counselling experts, with a calendar invitation.',
    'Watch the recordings of the webinars you missed.',
  ],
  'invite-junior-counsellors': [
    'Invite counsellors to your team by e-mail; they work under your plan.',
    'See each member’s students, open requests and sessions this week.',
  ],
  'featured-badge': [
    'A Featured badge on your card in Find Catalysts.',
    'Your card is listed before the others.',
  ],
  'marketing-support': [
    'Ask for a review of your profile or a spotlight in the directory.',
    'Follow each request until it is answered.',
  ],
  'account-manager': [
    'A named account manager who knows your practice.',
    'Book a call with them in their free hours.',
  ],
  'email-and-chat-support': [
    'As many help requests as you need, each marked priority for the support team.',
    `A first answer ${SUPPORT_RESPONSE_TIMES.prime} on Prime, ${SUPPORT_RESPONSE_TIMES.elite} on Elite Access.`,
    `Basic includes ${HELP_REQUESTS_PER_MONTH} help requests a month, answered ${SUPPORT_RESPONSE_TIMES.basic}.`,
  ],
}

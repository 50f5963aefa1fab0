import {
  SESSION_BOOKINGS_PER_WINDOW,
  SESSION_BUFFER_STEP_MINUTES,
  SESSION_RESCHEDULES_MAX,
  SESSION_UPCOMING_MAX,
} from '@/config/constants'

/**
 * The sessions operations' words (openapi.yaml "Sessions"; their 400, 403, 404, 409 and 429
 * examples). Light, apart from the work that uses most of them: the operations' declarations
 * (index.ts) name some of them for refused inputs without loading that work.
 */

/** Booking, reading and changing a session between a student and their Catalyst. */
export const SESSION_MESSAGES = {
  catalystNotFound: 'Catalyst not found.',
  notConnected: 'You can book sessions only with your connected Catalyst.',
  notASlot: 'This time is not open for booking. Please pick one of the free slots.',
  notice: 'Sessions must be booked at least 12 hours ahead.',
  horizon: (days: number) => `Sessions can be booked at most ${days} days ahead.`,
  topic: 'Please say what you would like to talk about.',
  taken: 'This time has just been booked. Please pick another slot.',
  upcoming: `You already have ${SESSION_UPCOMING_MAX} upcoming sessions. You can book another once one of them is over, or cancel one.`,
  daily: `You have booked ${SESSION_BOOKINGS_PER_WINDOW} sessions in the last 24 hours. Please try again later.`,
  notFound: 'Session not found.',
  notYours: 'You do not have permission to perform this action.',
  reason: 'Please give a reason.',
  noLongerConnected: 'You are no longer connected, so this session can only be cancelled.',
  cutOff:
    'Sessions can be changed up to 24 hours before they start. Please message the other person in chat.',
  cancelled: 'This session has been cancelled.',
  tooManyMoves: `This session has been moved ${SESSION_RESCHEDULES_MAX} times already. Please cancel it and book a new one instead.`,
  sameTime: 'This session is already at that time.',
  rangeTooLong: 'Ask for at most 31 days of slots at a time.',
  rangeOrder: 'The end of the range must be after its start.',
} as const

/** A Catalyst's availability: saving it, and why students cannot book. */
export const SESSION_REFUSALS = {
  noPlan:
    'Session booking comes with the Prime and Elite plans. Choose one on Pricing to set your availability.',
  lapsed:
    'Your plan no longer includes session booking, so students cannot book new sessions. Sessions already booked stay. Choose Prime or Elite on Pricing to take bookings again.',
  noHours: 'Add your weekly hours so that students can book sessions with you.',
  badLink: 'The meeting link must be an http(s) address.',
  bufferStep: `The buffer must be a multiple of ${SESSION_BUFFER_STEP_MINUTES} minutes.`,
  dayOffTwice: 'Each day off can be listed only once.',
} as const

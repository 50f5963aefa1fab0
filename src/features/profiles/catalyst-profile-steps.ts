/**
 * The Catalyst profile's steps (spec part 2 section 2), apart from the page: the route reads them
 * to validate `?step=`, and route options are part of the first load.
 */
export const CATALYST_PROFILE_STEPS = {
  personal: 'Personal Information',
  academic: 'Educational/Academic',
  work: 'Professional/Work',
  kyc: 'KYC Details',
} as const

export type CatalystProfileStep = keyof typeof CATALYST_PROFILE_STEPS

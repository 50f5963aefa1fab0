/**
 * The student profile's tabs (spec part 2 section 2), apart from the page: the route reads them
 * to validate `?tab=`, and route options are part of the first load.
 */
export const STUDENT_PROFILE_TABS = {
  personal: 'Personal Information',
  academic: 'Academic Details',
  work: 'Work Experience',
} as const

export type StudentProfileTab = keyof typeof STUDENT_PROFILE_TABS

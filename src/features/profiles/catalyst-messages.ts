import { STUDENT_MESSAGES } from './student-messages'

/**
 * The Catalyst profile's texts and choices (spec part 2 sections 5, 8 and 9), messages word for
 * word where the spec quotes them; where it names a rule without words, ours say what to fix.
 */
export const CATALYST_MESSAGES = {
  firstName: STUDENT_MESSAGES.firstName,
  birthRequired: STUDENT_MESSAGES.birthRequired,
  birthFuture: STUDENT_MESSAGES.birthFuture,
  birthTooOld: STUDENT_MESSAGES.birthTooOld,
  birthTooYoung: 'You must be at least 15 years old',
  gender: STUDENT_MESSAGES.gender,
  language: STUDENT_MESSAGES.language,
  url: STUDENT_MESSAGES.url,
  altEmailInvalid: STUDENT_MESSAGES.altEmailInvalid,
  altEmailSame: STUDENT_MESSAGES.altEmailSame,
  altPhoneNumeric: 'Alternate contact number must be numeric',
  cityRequired: 'City is required',
  cityCharacters: 'Only letters and numbers are allowed in City',
  cityNumeric: 'City should not be only numeric',
  address1: STUDENT_MESSAGES.address1,
  address1Numeric: 'Address 1 should not be only numeric',
  country: STUDENT_MESSAGES.country,
  pincodeRequired: STUDENT_MESSAGES.pincodeRequired,
  pincodeNumeric: STUDENT_MESSAGES.pincodeNumeric,
  pincodeLength: 'Zip code must be at most 6 digits',
  bioLength: 'Bio must be at most 200 characters',
  bioCharacters: 'Bio can contain only letters, numbers, spaces and commas',
  specializationRequired: 'Specialization area is required',
  specializationCharacters: 'Specialization area can contain only letters and numbers',
  stateRequired: 'State is required',
  stateCharacters: 'State can contain only letters and numbers',
  timeZone: 'Time Zone is required',
  platformStatus: 'Platform status is required',
  // Academic: only the dates' presence is checked (no birth-date rules).
  startRequired: 'Start date is required',
  endRequired: 'End Date is required',
  // Professional.
  currentStatus: STUDENT_MESSAGES.currentStatus,
  yearsRequired: 'Years of experience is required',
  certificationAllOrNothing: 'All fields in a certification must be filled or all must be empty',
  certificationsAllFilled: 'When more than one certification exists, all must be fully filled',
  certificationName: 'Certification name must be at most 100 characters',
  certificationDesc: 'Description must be at most 200 characters',
  certificationNameLetters: 'Certification name must contain letters',
  certificationDescLetters: 'Description must contain letters',
  oneCurrentJob: 'Only one work experience can be marked as currently working.',
  // KYC.
  documentName: 'Document name is required',
  issuerCountry: 'Issuer country is required',
  idNumber: 'ID number is required',
  idNumberLength: 'ID number must be at most 50 characters',
  documentNameLength: 'Document name must be at most 100 characters',
  issueDate: 'Issue date is required',
  expiryAfterIssue: 'Expiry date must be after issue date',
  fileOrLink: 'File or link is required',
  removeFileConfirm: 'Are you sure you want to remove this file?',
} as const

/** The success toasts of the four steps (part 2 section 8). */
export const CATALYST_SAVED = {
  personal: "Catalyst's Personal Data Saved",
  academic: "Catalyst's Academic Data Saved Successfully",
  work: "Catalyst's Professional Experience Data Saved Successfully",
  kyc: "Catalyst's KYC Data Saved Successfully",
} as const

/** Graduate is offered to catalysts only (part 2 section 9). */
export const CATALYST_EDUCATION_LEVELS = [
  'High School',
  'Undergraduate',
  'Graduate',
  'Postgraduate',
  'PhD',
  'Other',
] as const

/** Years of experience: 0, "< 1" (0.5), then 1 to 50 (part 2 section 9). */
export const YEARS_OF_EXPERIENCE = [
  { value: '0', label: '0' },
  { value: '0.5', label: '< 1' },
  ...Array.from({ length: 50 }, (_, index) => ({
    value: String(index + 1),
    label: String(index + 1),
  })),
] as const

/** Platform status and its colour (part 2 section 9): green, red, amber. */
export const PLATFORM_STATUSES = [
  { value: 'active', label: 'Active', tone: 'success' },
  { value: 'inactive', label: 'Inactive', tone: 'danger' },
  { value: 'on leave', label: 'On leave', tone: 'warning' },
] as const

export { TIME_ZONES } from '@/config/constants'

export const ID_TYPES = ['Passport', 'Voter ID', 'Driving License', 'Other'] as const
export type IdType = (typeof ID_TYPES)[number]

/** KYC files (part 2 section 5): the limit is ours, the spec leaves it out. */
export const KYC_FILE_LIMIT_MB = 5

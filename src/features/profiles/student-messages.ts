/**
 * The student profile's texts and choices (spec part 2 sections 5 and 9), messages word for word.
 */
export const STUDENT_MESSAGES = {
  firstName: 'First Name Is Required',
  birthRequired: 'Date of birth is required',
  birthFuture: 'Date of birth cannot be in future',
  birthTooOld: 'Date of birth cannot be more than 100 years prior to current date',
  birthTooYoung: 'You must be at least 15 years old to register',
  birthBeforeAcademic: 'Date of birth should be at least 10 years before academic start date',
  birthBeforeWork: 'Date of birth should be at least 10 years before work experience start date',
  gender: 'Gender Is Required',
  language: 'Language must contain only letters and spaces',
  url: 'Must be a valid URL',
  currentStatus: 'Current status is required',
  altEmailRequired: 'Required',
  altEmailInvalid: 'Invalid email',
  altEmailSame: 'Alternate email must be different from primary email',
  phoneRequired: 'Contact Number Is Required',
  phoneNumeric: 'Contact Number must be numeric',
  city: 'City is required',
  address1: 'Address 1 Is Required',
  country: 'Country Is Required',
  pincodeRequired: 'PinCode Is Required',
  pincodeNumeric: 'Zip code must be numeric',
  // Academic entries.
  level: 'Education level is required',
  academicDates: 'Academic start and end date are required.',
  academicStartAfterBirth:
    'Academic start date must be at least 10 years after your date of birth.',
  academicNeedsBirth: 'Date of birth is required for academic start date',
  academicEndAfterStart: 'Academic end date must be after academic start date.',
  major: 'Major must contain letters and can include numbers',
  college: 'Institution must contain letters and can include numbers',
  scoreNumber: 'Score must be a number',
  scoreRequired: 'Score or GPA is required',
  scoreMin: 'Score must be at least 0',
  scoreMax: 'Score must be at most 100',
  scoreDecimals: 'Score can have up to 2 decimal places',
  // Work entries.
  orgName: 'Company name is required',
  jobTitle: 'Job title is required',
  workDates: 'Work Experience start and end date are required.',
  workBeforeTen: 'Experience cannot start before age 10.',
  workEndAfterStart: 'Experience end date must be after experience start date.',
  jobType: 'Job type is required',
  // One date of the two missing: the spec words only the pair (part 2 section 5).
  startRequired: 'Start date is required',
  endRequired: 'End date is required',
  // Major and institution left empty: the spec words only their character rule.
  majorRequired: 'Major is required',
  collegeRequired: 'Institution is required',
  jobTitleDigits: 'Job title must contain letters',
} as const

export const GENDERS = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
  { value: 'other', label: 'Other' },
] as const
export const CURRENT_STATUSES = [
  { value: 'working', label: 'Working' },
  { value: 'studying', label: 'Studying' },
  { value: 'none', label: 'None' },
] as const
/** Graduate is offered to catalysts only (part 2 section 9). */
export const STUDENT_EDUCATION_LEVELS = [
  'High School',
  'Undergraduate',
  'Postgraduate',
  'PhD',
  'Other',
] as const
export const JOB_TYPES = ['Remote', 'Office', 'Hybrid'] as const

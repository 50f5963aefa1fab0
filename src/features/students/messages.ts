/** The Student Profile texts, word for word from the spec (part 2 sections 2, 5 and 8). */
export const PROFILE_MESSAGES = {
  loadFailed: 'Failed to load profile or pathway data.',
  noExperience: 'No data available related to academic or work-experience',
} as const

export const NOTE_MESSAGES = {
  required: 'Please type a note before submitting.',
  added: 'Note added successfully!',
  failed: 'Failed to post note. Please try again.',
  empty: 'No notes available yet.',
} as const

export const PATHWAY_MESSAGES = {
  assigned: 'Pathway assigned successfully.',
  assignFailed: 'Failed to assign pathway. Please try again.',
  loadFailed: 'Failed to load recommended pathways.',
  none: 'No pathways available.',
  stepDone: 'Step marked as completed.',
  stepFailed: 'Failed to mark step as complete. Please try again.',
  badFileType: 'Only PDF, PNG, JPG or JPEG files are allowed.',
  unreadableFile: 'Error reading file. Please try again.',
} as const

/** Button labels of the Recommend a Pathway list (part 2 section 4). */
export const PATHWAY_ACTIONS = {
  choose: 'Choose Pathway',
  change: 'Change Pathway',
  current: 'Recommended',
  assigning: 'Assigning...',
} as const

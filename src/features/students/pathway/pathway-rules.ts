import type { PathwayStep } from '@/api/students/queries'

import { PATHWAY_MESSAGES } from '../messages'

/** Pathways shown before See More, and steps per pathway before See more (part 2 section 9). */
export const PATHWAYS_SHOWN = 2
export const STEPS_SHOWN = 5

/** The example host in the URL message: a real one, so the example works when copied. */
export const EXAMPLE_URL_HOST = 'https://example.com'
export const BAD_URL_MESSAGE = `Please enter a valid URL (e.g. ${EXAMPLE_URL_HOST}).`

export const COMMENT_REQUIRED = 'Please add a comment.'
export const EVIDENCE_REQUIRED = 'Add a link or upload a file as evidence.'
export const COMMENT_MAX = 1000

/** The server's cap on an uploaded file (contract: at most 5 MB decoded). */
export const EVIDENCE_MAX_BYTES = 5 * 1024 * 1024
export const FILE_TOO_LARGE = 'File size should be less than 5 MB'

const EVIDENCE_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
}
export const EVIDENCE_ACCEPT = '.pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg'

/** An http(s) URL with a host (part 2 section 5); anything else gets BAD_URL_MESSAGE. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value.trim())
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.')
  } catch {
    return false
  }
}

/**
 * A chosen file is checked by its extension and type, then its size, before it is read: PDF, PNG,
 * JPG or JPEG only (part 2 section 5). The MIME type the server is told comes from the extension.
 */
export function checkEvidenceFile(file: {
  name: string
  type: string
  size: number
}): { ok: true; mime: string } | { ok: false; message: string } {
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? ''
  const mime = EVIDENCE_TYPES[extension]
  const typeAgrees =
    !file.type || file.type === mime || (mime === 'image/jpeg' && file.type === 'image/jpg')
  if (!mime || !typeAgrees) return { ok: false, message: PATHWAY_MESSAGES.badFileType }
  if (file.size === 0) return { ok: false, message: PATHWAY_MESSAGES.unreadableFile }
  if (file.size > EVIDENCE_MAX_BYTES) return { ok: false, message: FILE_TOO_LARGE }
  return { ok: true, mime }
}

export interface CompletionDraft {
  comment: string
  url: string
  /** The chosen file, read once into a data URL (a retry sends the same, never reads again). */
  file: { name: string; dataUrl: string } | null
}

export type CompletionErrors = Partial<Record<'comment' | 'url' | 'evidence', string>>

/**
 * The completion dialog's rules (part 2 section 5): a comment, and either a valid URL or a file,
 * never both (the dialog disables one while the other is set).
 */
export function completionErrors(draft: CompletionDraft): CompletionErrors {
  const errors: CompletionErrors = {}
  if (!draft.comment.trim()) errors.comment = COMMENT_REQUIRED
  else if (draft.comment.trim().length > COMMENT_MAX)
    errors.comment = `Comment must be at most ${COMMENT_MAX} characters`
  const url = draft.url.trim()
  if (url && !isHttpUrl(url)) errors.url = BAD_URL_MESSAGE
  else if (!url && !draft.file) errors.evidence = EVIDENCE_REQUIRED
  return errors
}

/** The completion link sent: the URL, or the file's data URL. */
export function completionLink(draft: CompletionDraft): string {
  return draft.url.trim() || draft.file?.dataUrl || ''
}

const isDone = (step: PathwayStep) => step.status === 'COMPLETED' || step.isCompleted === true

/** The Catalyst's view: completed steps first, otherwise the pathway's order (part 2 §4). */
export function counsellorStepOrder(steps: readonly PathwayStep[]): PathwayStep[] {
  return steps
    .map((step, index) => ({ step, index }))
    .sort((a, b) => Number(isDone(b.step)) - Number(isDone(a.step)) || a.index - b.index)
    .map(({ step }) => step)
}

export { isDone as isStepDone }

export type StepStatus = 'COMPLETED' | 'IN_PROGRESS' | 'PENDING'
export const STEP_STATUS_LABELS: Record<StepStatus, string> = {
  COMPLETED: 'Completed',
  IN_PROGRESS: 'In Progress',
  PENDING: 'Pending',
}
export function stepStatusOf(step: PathwayStep): StepStatus {
  return isDone(step) ? 'COMPLETED' : (step.status ?? 'PENDING')
}

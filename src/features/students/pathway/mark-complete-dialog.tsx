import { useState, type FormEvent } from 'react'

import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Field } from '@/components/ui/field'
import { FileField } from '@/components/ui/file-field'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'

import { PATHWAY_MESSAGES } from '../messages'
import {
  checkEvidenceFile,
  COMMENT_MAX,
  completionErrors,
  EVIDENCE_ACCEPT,
  type CompletionDraft,
  type CompletionErrors,
} from './pathway-rules'

const EMPTY: CompletionDraft = { comment: '', url: '', file: null }

/** Reads a file once into a data URL; a read error gets the spec's message. */
function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('unreadable'))
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'))
    reader.readAsDataURL(file)
  })
}

/**
 * Mark as Complete (spec part 2 sections 4 and 5): a comment, and either a link or a PDF, PNG,
 * JPG or JPEG file as evidence, never both. The file is checked before it is read and read once:
 * a retry after a failed call sends the same data. The dialog stays open, filled in, on failure.
 */
export function MarkCompleteDialog({
  stepName,
  open,
  onOpenChange,
  onSubmit,
}: {
  stepName: string
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Resolves when the step is completed; rejects when the call failed (the toast says why). */
  onSubmit: (draft: CompletionDraft) => Promise<void>
}) {
  const [draft, setDraft] = useState<CompletionDraft>(EMPTY)
  const [errors, setErrors] = useState<CompletionErrors>({})
  const [fileError, setFileError] = useState<string | null>(null)
  const [submitted, setSubmitted] = useState(false)
  const [pending, setPending] = useState(false)

  const update = (patch: Partial<CompletionDraft>) => {
    const next = { ...draft, ...patch }
    setDraft(next)
    if (submitted) setErrors(completionErrors(next))
  }

  const chooseFile = async (file: File) => {
    setFileError(null)
    const check = checkEvidenceFile(file)
    if (!check.ok) {
      setFileError(check.message)
      return
    }
    try {
      const dataUrl = await readAsDataUrl(file)
      // The type the server is told is the one the extension names (checked above).
      const normalised = dataUrl.replace(/^data:[^;,]*/, `data:${check.mime}`)
      update({ file: { name: file.name, dataUrl: normalised } })
    } catch {
      setFileError(PATHWAY_MESSAGES.unreadableFile)
    }
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setSubmitted(true)
    const found = completionErrors(draft)
    setErrors(found)
    if (Object.keys(found).length > 0 || pending) return
    setPending(true)
    try {
      await onSubmit(draft)
      setDraft(EMPTY)
      setSubmitted(false)
      setErrors({})
    } catch {
      // Kept as typed: the toast said what failed.
    } finally {
      setPending(false)
    }
  }

  const hasUrl = draft.url.trim() !== ''

  return (
    <Dialog open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Mark as Complete</DialogTitle>
          <DialogDescription>
            {stepName}: add a comment, and a link or a file as evidence. A completed step cannot be
            undone.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
          <Field label="Comment" required error={errors.comment}>
            <Textarea
              rows={3}
              maxLength={COMMENT_MAX}
              value={draft.comment}
              onChange={(event) => update({ comment: event.target.value })}
            />
          </Field>
          <Field
            label="Link"
            description={draft.file ? 'Remove the file to give a link instead.' : undefined}
            error={errors.url}
          >
            <Input
              type="url"
              inputMode="url"
              placeholder="https://"
              autoComplete="url"
              disabled={draft.file !== null}
              value={draft.url}
              onChange={(event) => update({ url: event.target.value })}
            />
          </Field>
          <FileField
            label="Or upload a file (PDF, PNG, JPG or JPEG)"
            description={
              hasUrl && !draft.file ? 'Clear the link to upload a file instead.' : undefined
            }
            error={
              fileError || errors.evidence ? (
                <>
                  {fileError}
                  {fileError && errors.evidence ? ' ' : null}
                  {errors.evidence}
                </>
              ) : undefined
            }
            accept={EVIDENCE_ACCEPT}
            disabled={hasUrl || pending}
            onFiles={([file]) => {
              if (file) void chooseFile(file)
            }}
            files={draft.file ? [{ name: draft.file.name }] : undefined}
            removeDisabled={pending}
            onRemove={() => update({ file: null })}
          />
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              disabled={pending}
              onClick={() => onOpenChange(false)}
            >
              Cancel
            </Button>
            <Button type="submit" loading={pending} loadingLabel="Marking as complete">
              Mark as Complete
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}

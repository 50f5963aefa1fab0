import { Paperclip, X } from 'lucide-react'
import { useId, useRef, useState, type FormEvent } from 'react'

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
  const fileInput = useRef<HTMLInputElement>(null)
  const fileLabelId = useId()

  const update = (patch: Partial<CompletionDraft>) => {
    const next = { ...draft, ...patch }
    setDraft(next)
    if (submitted) setErrors(completionErrors(next))
  }

  const chooseFile = async (file: File | undefined) => {
    setFileError(null)
    if (!file) return
    const check = checkEvidenceFile(file)
    if (!check.ok) {
      setFileError(check.message)
      if (fileInput.current) fileInput.current.value = ''
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
    if (fileInput.current) fileInput.current.value = ''
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
  const shortName = (name: string) => (name.length > 30 ? `${name.slice(0, 27)}...` : name)

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
          <div className="flex flex-col gap-2">
            <p className="text-sm font-medium" id={fileLabelId}>
              Or upload a file (PDF, PNG, JPG or JPEG)
            </p>
            {draft.file ? (
              <div className="flex items-center gap-2 rounded-md border border-border px-3 py-2 text-sm">
                <Paperclip aria-hidden className="size-4 shrink-0" />
                <span className="min-w-0 flex-1 truncate" title={draft.file.name}>
                  {shortName(draft.file.name)}
                </span>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  onClick={() => update({ file: null })}
                >
                  <X aria-hidden />
                  Remove file
                </Button>
              </div>
            ) : (
              <Input
                ref={fileInput}
                type="file"
                aria-labelledby={fileLabelId}
                accept={EVIDENCE_ACCEPT}
                disabled={hasUrl}
                onChange={(event) => void chooseFile(event.target.files?.[0])}
              />
            )}
            {hasUrl && !draft.file ? (
              <p className="text-xs text-muted-foreground">
                Clear the link to upload a file instead.
              </p>
            ) : null}
            {fileError ? <p className="text-sm text-danger">{fileError}</p> : null}
            {errors.evidence ? <p className="text-sm text-danger">{errors.evidence}</p> : null}
          </div>
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

import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'

import { isApiError } from '@/api/api-error'
import { useCreateSupportRequest } from '@/api/faq/queries'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import {
  DialogClose,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { FormDialog } from '@/components/ui/form-dialog'
import { Field } from '@/components/ui/field'
import { FileField } from '@/components/ui/file-field'
import { Textarea } from '@/components/ui/textarea'
import { DESCRIPTION_MAX } from '@/config/constants'
import { userMessageFor } from '@/lib/error-messages'
import { HELP_ATTACHMENT_RULE } from '@/lib/files/upload-rules'
import { toast } from '@/lib/toast'

import { FAQ_MESSAGES } from '../faq-rules'
import { checkHelpAttachment, readAttachment } from '../help-attachment'
import { helpRequestSchema, type HelpRequestValues } from '../schemas'

/** "Need More Help": the "Submit your request" modal (spec part 2 sections 2, 4, 5 and 8). */
export function HelpRequestDialog({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} className="max-w-xl">
      {(controls) => <HelpRequestForm {...controls} />}
    </FormDialog>
  )
}

interface Attachment {
  file: File
  mime: string
}

function HelpRequestForm({
  onBusyChange,
  onDone,
}: {
  onBusyChange: (busy: boolean) => void
  onDone: () => void
}) {
  const request = useCreateSupportRequest()
  const form = useForm<HelpRequestValues>({
    resolver: zodResolver(helpRequestSchema),
    defaultValues: { description: '' },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  })
  const description = useWatch({ control: form.control, name: 'description' })
  const [attachment, setAttachment] = useState<Attachment | null>(null)
  const [fileError, setFileError] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const submitting = form.formState.isSubmitting || request.isPending
  useEffect(() => onBusyChange(submitting), [submitting, onBusyChange])

  const descriptionField = form.register('description', {
    // An error clears as soon as the field is edited (part 2 section 5).
    onChange: () => {
      form.clearErrors('description')
      setFailure(null)
    },
  })

  const chooseFile = async (file: File) => {
    setFileError(null)
    setFailure(null)
    const check = await checkHelpAttachment(file)
    if (check.ok) {
      setAttachment({ file, mime: check.mime })
    } else {
      setAttachment(null)
      setFileError(check.message)
    }
  }

  const submit = form.handleSubmit(async ({ description }) => {
    setFailure(null)
    try {
      const attachments = attachment
        ? await readAttachment(attachment.file, attachment.mime)
        : undefined
      await request.mutateAsync({
        question: description,
        ...(attachments ? { attachments, fileName: attachment?.file.name } : {}),
      })
      toast.success(FAQ_MESSAGES.ticketRaised)
      onDone()
    } catch (error) {
      // Text and file stay as they were, for another try. The spec's words for a failure; the
      // server's own when it refused for a reason the person can act on (a limit reached).
      setFailure(
        isApiError(error) && error.status === 429
          ? userMessageFor(error)
          : FAQ_MESSAGES.ticketFailed,
      )
    }
  })

  return (
    <>
      <DialogHeader>
        <DialogTitle>Submit your request</DialogTitle>
        <DialogDescription>
          Tell us what you need help with. Our support team will get back to you.
        </DialogDescription>
      </DialogHeader>
      <form noValidate className="flex flex-col gap-4" onSubmit={(event) => void submit(event)}>
        <Field
          label="Description"
          required
          error={form.formState.errors.description?.message}
          description={`${description.length}/${DESCRIPTION_MAX}`}
        >
          <Textarea rows={5} maxLength={DESCRIPTION_MAX} {...descriptionField} />
        </Field>
        <FileField
          label="Attachment (optional)"
          description="PDF, DOCX, PNG, JPG, JPEG or MP4, up to 5 MB"
          error={fileError}
          accept={HELP_ATTACHMENT_RULE.accept}
          disabled={submitting}
          onFiles={([file]) => {
            if (file) void chooseFile(file)
          }}
          files={
            attachment ? [{ name: attachment.file.name, size: attachment.file.size }] : undefined
          }
          removeDisabled={submitting}
          onRemove={() => setAttachment(null)}
        />
        {failure ? <Alert variant="danger">{failure}</Alert> : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" type="button" disabled={submitting}>
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" disabled={description.trim() === '' || submitting}>
            {submitting ? 'Submitting...' : 'Submit'}
          </Button>
        </DialogFooter>
      </form>
    </>
  )
}

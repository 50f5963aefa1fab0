import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery } from '@tanstack/react-query'
import { Headset } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'

import { isApiError } from '@/api/api-error'
import { supportAllowanceQueryOptions, useCreateSupportRequest } from '@/api/faq/queries'
import { PlanOffer } from '@/components/plan/plan-offer'
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
import { allowanceUsedMessage } from '@/config/support'
import { userMessageFor } from '@/lib/error-messages'
import { HELP_ATTACHMENT_RULE } from '@/lib/files/upload-rules'
import { toast } from '@/lib/toast'

import { FAQ_MESSAGES, ticketRaisedDetail } from '../faq-rules'
import { checkHelpAttachment, readAttachment } from '../help-attachment'
import { helpRequestSchema, type HelpRequestValues } from '../schemas'
import { HelpRequestAllowance } from './help-request-allowance'

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
  // How many are left (limited support) or the priority (Prime, Elite Access); it follows the
  // plan live (`plan changed`) and is read again after each request.
  const allowance = useQuery(supportAllowanceQueryOptions())
  const allowanceId = useId()
  const spent =
    allowance.data?.limited && allowance.data.remaining === 0 ? allowance.data.resetsAt : null
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
  // While none are left the offer says why, in the refusal's place; when that changes (the
  // allowance renews, a plan opens it) a refusal from before goes too. Adjusted while rendering,
  // as React advises for state that follows a value.
  const [wasSpent, setWasSpent] = useState(spent)
  if (spent !== wasSpent) {
    setWasSpent(spent)
    setFailure(null)
  }

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
    if (spent) return
    setFailure(null)
    try {
      const attachments = attachment
        ? await readAttachment(attachment.file, attachment.mime)
        : undefined
      const ticket = await request.mutateAsync({
        question: description,
        ...(attachments ? { attachments, fileName: attachment?.file.name } : {}),
      })
      toast.success(FAQ_MESSAGES.ticketRaised, { description: ticketRaisedDetail(ticket) })
      onDone()
    } catch (error) {
      // Text and file stay as they were, for another try. The spec's words for a failure; the
      // server's own when it refused for a reason the person can act on (a limit reached: the
      // month's allowance used up in another tab, or the day's flood limit).
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
        <HelpRequestAllowance id={allowanceId} allowance={allowance} />
        {failure && !spent ? <Alert variant="danger">{failure}</Alert> : null}
        {spent ? (
          // In Submit's place: what unlimited support gives and the way to Pricing. What was
          // typed and chosen stays, for when the allowance renews or a plan opens it.
          <PlanOffer
            feature="email-and-chat-support"
            reason={allowanceUsedMessage(spent)}
            icon={<Headset />}
            compact
            className="gap-3 px-4"
          />
        ) : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" type="button" disabled={submitting}>
              Cancel
            </Button>
          </DialogClose>
          {spent ? null : (
            <Button
              type="submit"
              disabled={description.trim() === '' || submitting}
              aria-describedby={
                allowance.data?.priority || allowance.data?.limited ? allowanceId : undefined
              }
            >
              {submitting ? 'Submitting...' : 'Submit'}
            </Button>
          )}
        </DialogFooter>
      </form>
    </>
  )
}

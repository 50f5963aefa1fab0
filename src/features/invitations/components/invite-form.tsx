import { zodResolver } from '@hookform/resolvers/zod'
import { Send } from 'lucide-react'
import { useId, type KeyboardEvent } from 'react'
import { Controller, useForm, useWatch, type FieldErrors } from 'react-hook-form'

import { useInviteStudent } from '@/api/connections/mutations'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Switch } from '@/components/ui/switch'
import { Textarea } from '@/components/ui/textarea'
import { toast } from '@/lib/toast'

import {
  emailProblem,
  hasInvalidHtml,
  INVITE_MESSAGES,
  inviteSchema,
  type InviteForm as InviteFormValues,
} from '../schemas'
import { NotePreview } from './note-preview'

/** The second half of the server's refusal (part 1 section 6), said before the form. */
export const CANNOT_INVITE_YET = 'You cannot send invites.'

const EMPTY: InviteFormValues = { email: '', isHtml: false, message: '' }

/**
 * E-mail and optional note (spec part 1 sections 2, 5, 8). Invite stays disabled while the
 * e-mail is invalid; Enter in the e-mail field then names the problem in a toast ("Please enter
 * email" / "Please enter a valid email"). In HTML mode a note that does not parse shows "Invalid
 * HTML content" and blocks sending ("Invalid HTML in the message"). A refused invite (403 for an
 * unapproved Catalyst, 409...) toasts the server's message and keeps what was typed.
 */
export function InviteForm({ awaitingApproval = false }: { awaitingApproval?: boolean }) {
  const invite = useInviteStudent()
  const switchId = useId()
  const approvalId = useId()
  const form = useForm<InviteFormValues>({
    resolver: zodResolver(inviteSchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  })
  const { errors } = form.formState
  const [email = '', isHtml = false, message = ''] = useWatch({
    control: form.control,
    name: ['email', 'isHtml', 'message'],
  })
  const emailReady = emailProblem(email) === null
  const htmlInvalid = hasInvalidHtml(message, isHtml)

  const send = (values: InviteFormValues) => {
    const note = values.message.trim()
    invite.mutate(
      { email: values.email, ...(note ? { message: note, isHtml: values.isHtml } : {}) },
      {
        onSuccess: () => {
          toast.success(INVITE_MESSAGES.sent)
          // Ready for the next student; the chosen mode stays.
          form.reset({ ...EMPTY, isHtml: values.isHtml })
          form.setFocus('email')
        },
      },
    )
  }
  const refuse = (invalid: FieldErrors<InviteFormValues>) => {
    const problem = emailProblem(form.getValues('email'))
    if (problem) toast.error(problem)
    else if (hasInvalidHtml(form.getValues('message'), form.getValues('isHtml')))
      toast.error(INVITE_MESSAGES.invalidHtmlMessage)
    else if (invalid.message?.message) toast.error(invalid.message.message)
  }
  const submit = form.handleSubmit(send, refuse)

  // With Invite disabled, Enter would do nothing at all (no implicit submission): say why instead.
  const onEmailKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || emailReady) return
    event.preventDefault()
    void submit()
  }

  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={(event) => void submit(event)}>
      {awaitingApproval ? (
        // Said where a Catalyst starts, not after they filled the form (issue 27), under the
        // approval banner, whose words it does not repeat. The server refuses the call too (403).
        <Alert variant="warning" id={approvalId} title={CANNOT_INVITE_YET}>
          You can invite students once a moderator has approved your profile.
        </Alert>
      ) : null}
      <fieldset
        disabled={awaitingApproval}
        aria-describedby={awaitingApproval ? approvalId : undefined}
        className="flex min-w-0 flex-col gap-4"
      >
        <Field label="Student e-mail" error={errors.email?.message} required>
          <Input
            type="email"
            autoComplete="off"
            inputMode="email"
            placeholder="student@example.com"
            onKeyDown={onEmailKeyDown}
            {...form.register('email')}
          />
        </Field>
        <div className="relative">
          {/* The mode switch sits on the note's label row; it comes first for the keyboard. */}
          <div className="absolute top-0 right-0 flex items-center gap-2">
            <Label htmlFor={switchId}>HTML mode</Label>
            <Controller
              control={form.control}
              name="isHtml"
              render={({ field }) => (
                <Switch
                  id={switchId}
                  checked={field.value}
                  onCheckedChange={(checked) => {
                    field.onChange(checked)
                    // The note's check depends on the mode: re-run it once it has been shown.
                    if (form.getFieldState('message').isTouched) void form.trigger('message')
                  }}
                  onBlur={field.onBlur}
                  ref={field.ref}
                />
              )}
            />
          </div>
          <Field
            label="Note (optional)"
            description={
              isHtml
                ? 'Written in HTML. Formatting such as bold, links, lists and headings is kept; anything else is removed.'
                : 'Plain text, shown as you type it.'
            }
            error={htmlInvalid ? INVITE_MESSAGES.invalidHtmlContent : errors.message?.message}
          >
            <Textarea
              rows={5}
              spellCheck={!isHtml}
              className={isHtml ? 'font-mono text-xs' : undefined}
              {...form.register('message')}
            />
          </Field>
        </div>
        <NotePreview note={message} isHtml={isHtml} />
        <div className="flex justify-end">
          <Button
            type="submit"
            className="w-full sm:w-auto"
            disabled={!emailReady}
            loading={invite.isPending}
            loadingLabel="Sending invite..."
          >
            {invite.isPending ? null : <Send aria-hidden />}
            Invite
          </Button>
        </div>
      </fieldset>
    </form>
  )
}

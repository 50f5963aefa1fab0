import { zodResolver } from '@hookform/resolvers/zod'
import { FormProvider, useForm, useWatch } from 'react-hook-form'

import type { Catalyst } from '@/api/connections/queries'
import { Avatar } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'

import { InterestFields } from '../../components/interest-fields'
import { displayCountry, displayName } from '../../people'
import { interestAnswersSchema, type InterestAnswers } from '../../schemas'

/**
 * The connection request form (spec part 2 section 5): college, dream job and work location
 * required and not only numbers, an optional message sent as invite_message. Send stays disabled
 * until the three answers are filled in and valid. The answers start from the student's goals
 * (their profile), so a second request does not ask for them again.
 */
export function ConnectDialog({
  catalyst,
  open,
  defaultValues,
  onOpenChange,
  onSend,
  onCloseAutoFocus,
}: {
  catalyst: Catalyst | null
  open: boolean
  defaultValues: InterestAnswers
  onOpenChange: (open: boolean) => void
  onSend: (catalyst: Catalyst, values: InterestAnswers) => void
  onCloseAutoFocus: (event: Event) => void
}) {
  return (
    <Dialog open={open && catalyst !== null} onOpenChange={onOpenChange}>
      {catalyst ? (
        <DialogContent className="max-w-xl" onCloseAutoFocus={onCloseAutoFocus}>
          <ConnectForm
            key={catalyst.id}
            catalyst={catalyst}
            defaultValues={defaultValues}
            onSend={onSend}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  )
}

function ConnectForm({
  catalyst,
  defaultValues,
  onSend,
}: {
  catalyst: Catalyst
  defaultValues: InterestAnswers
  onSend: (catalyst: Catalyst, values: InterestAnswers) => void
}) {
  const name = displayName(catalyst.given_name, catalyst.family_name)
  const form = useForm<InterestAnswers>({
    resolver: zodResolver(interestAnswersSchema),
    defaultValues,
    mode: 'onTouched',
  })
  const values = useWatch({ control: form.control }) as InterestAnswers
  const allFilled = [values.college, values.company, values.stream].every(
    (value) => value.trim() !== '',
  )
  // Checked on the live values, not on touched fields: Send is disabled until the answers are
  // right, and valid answers given before (a kept draft, the profile's goals) need no edit.
  const canSend = allFilled && interestAnswersSchema.safeParse(values).success

  return (
    <FormProvider {...form}>
      <DialogHeader>
        <div className="flex items-center gap-3">
          <Avatar name={name} src={catalyst.picture} size="lg" alt="" />
          <div className="flex min-w-0 flex-col gap-1">
            <DialogTitle className="break-words">Connect with {name}</DialogTitle>
            <DialogDescription className="break-words">
              {displayCountry(catalyst.country)}
            </DialogDescription>
          </div>
        </div>
      </DialogHeader>
      <form
        noValidate
        aria-label={`Connection request to ${name}`}
        className="flex flex-col gap-4"
        onSubmit={form.handleSubmit((values) => onSend(catalyst, values))}
      >
        <p className="text-sm text-muted-foreground">
          Tell {name} about your goals. Your answers go with the request.
        </p>
        <InterestFields messageLabel="Message (optional)" />
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" type="button">
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" disabled={!canSend}>
            Send Request
          </Button>
        </DialogFooter>
      </form>
    </FormProvider>
  )
}

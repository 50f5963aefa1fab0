import { zodResolver } from '@hookform/resolvers/zod'
import { Award } from 'lucide-react'
import { useId } from 'react'
import { FormProvider, useForm, useWatch } from 'react-hook-form'

import type { CatalystRequest } from '@/api/connections/queries'
import { Avatar } from '@/components/ui/avatar'
import { Badge } from '@/components/ui/badge'
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
import { formatDate } from '@/lib/format/dates'

import { CatalystStats } from '../../components/catalyst-stats'
import { InterestFields } from '../../components/interest-fields'
import { displayCountry, displayName } from '../../people'
import { emptyInterestAnswers, interestAnswersSchema, type InterestAnswers } from '../../schemas'
import { RequestMessage } from './message'

/** The Catalyst's earned badges, only when above 0 (spec part 1 section 9). */
export function BadgeCount({ count }: { count: number | null | undefined }) {
  if (typeof count !== 'number' || !Number.isFinite(count) || count <= 0) return null
  const label = `${count} ${count === 1 ? 'badge' : 'badges'}`
  return (
    <Badge variant="neutral" title={`${label} earned`}>
      <Award aria-hidden />
      <span aria-hidden>{label}</span>
      <span className="sr-only">{label} earned</span>
    </Badge>
  )
}

/** Stats badges and earned badges together; nothing when none applies. */
export function CatalystRequestStats({ request }: { request: CatalystRequest }) {
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <CatalystStats stats={request.stats} />
      <BadgeCount count={request.badgeCount} />
    </div>
  )
}

/**
 * The detail modal of a Catalyst's request with the accept form (spec part 1 sections 2, 4, 5):
 * college, dream job and work location required and not only numbers, an optional message.
 * Accept stays disabled unless the answers are valid, changed and all three filled. What was
 * typed survives a failed accept (the modal stays open).
 */
export function CatalystRequestDialog({
  request,
  open,
  onOpenChange,
  onAccept,
}: {
  request: CatalystRequest | null
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Resolves true when the request was accepted (the modal then closes). */
  onAccept: (request: CatalystRequest, answers: InterestAnswers) => Promise<boolean>
}) {
  return (
    <Dialog open={open && request !== null} onOpenChange={onOpenChange}>
      {request ? (
        <DialogContent className="max-w-xl">
          <AcceptForm key={request.id} request={request} onAccept={onAccept} />
        </DialogContent>
      ) : null}
    </Dialog>
  )
}

function AcceptForm({
  request,
  onAccept,
}: {
  request: CatalystRequest
  onAccept: (request: CatalystRequest, answers: InterestAnswers) => Promise<boolean>
}) {
  const name = displayName(request.given_name, request.family_name)
  const messageId = useId()
  const form = useForm<InterestAnswers>({
    resolver: zodResolver(interestAnswersSchema),
    defaultValues: emptyInterestAnswers,
    mode: 'onTouched',
  })
  const { isValid, isDirty, isSubmitting } = form.formState
  const [college, company, stream] = useWatch({
    control: form.control,
    name: ['college', 'company', 'stream'],
  })
  const allFilled = [college, company, stream].every((value) => value.trim() !== '')
  const canSubmit = isValid && isDirty && allFilled && !isSubmitting

  return (
    <>
      <DialogHeader>
        <div className="flex items-center gap-3">
          <Avatar name={name} src={request.picture} size="lg" alt="" />
          <div className="flex min-w-0 flex-col gap-1">
            <DialogTitle className="break-words">{name}</DialogTitle>
            <DialogDescription className="break-words">
              {displayCountry(request.country)} · Requested {formatDate(request.created_at)}
            </DialogDescription>
          </div>
        </div>
      </DialogHeader>
      <CatalystRequestStats request={request} />
      <RequestMessage id={messageId} html={request.inviteMessage} />
      <FormProvider {...form}>
        <form
          noValidate
          aria-label={`Accept ${name}`}
          className="flex flex-col gap-4 border-t border-border pt-4"
          onSubmit={form.handleSubmit(async (values) => {
            await onAccept(request, values)
          })}
        >
          <p className="text-sm text-muted-foreground">
            Tell {name} about your goals to accept the request.
          </p>
          <InterestFields messageLabel="Message (optional)" />
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" type="button" disabled={isSubmitting}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={!canSubmit} loading={isSubmitting}>
              Accept request
            </Button>
          </DialogFooter>
        </form>
      </FormProvider>
    </>
  )
}

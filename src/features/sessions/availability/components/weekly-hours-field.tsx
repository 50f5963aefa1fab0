import { Copy } from 'lucide-react'
import { useId } from 'react'
import type { UseFormReturn } from 'react-hook-form'

import { Button } from '@/components/ui/button'
import { WEEKDAYS } from '@/config/constants'
import { useJudgeSeenAgain } from '@/lib/form-feedback'

import type { AvailabilityFormValues } from '../schemas'
import { DayHours } from './day-hours'

type Form = UseFormReturn<AvailabilityFormValues>

/**
 * Weekly hours (issue 29): each weekday Monday to Sunday, on or off, with up to 3 time ranges in
 * the availability's time zone. An end of 00:00 is midnight, the end of the day.
 */
export function WeeklyHoursField({ form, disabled }: { form: Form; disabled: boolean }) {
  const judgeAgain = useJudgeSeenAgain(form)
  const titleId = useId()
  const copyMonday = () => {
    const monday = form.getValues('days.0')
    for (let index = 1; index < 5; index++)
      form.setValue(
        `days.${index}`,
        {
          ...form.getValues(`days.${index}`),
          on: monday.on,
          ranges: monday.ranges.map((r) => ({ ...r })),
        },
        { shouldDirty: true },
      )
    judgeAgain()
  }
  return (
    <section aria-labelledby={titleId} className="flex min-w-0 flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-col gap-0.5">
          <h2 id={titleId} className="text-base font-semibold">
            Weekly hours
          </h2>
          <p className="text-sm text-muted-foreground">
            When students may book you, in your time zone. An end of 00:00 is midnight.
          </p>
        </div>
        <Button type="button" variant="outline" size="sm" disabled={disabled} onClick={copyMonday}>
          <Copy aria-hidden />
          Copy Monday to weekdays
        </Button>
      </div>
      <ul className="flex flex-col divide-y divide-border rounded-lg border border-border">
        {WEEKDAYS.map((day, index) => (
          <DayHours key={day} form={form} index={index} disabled={disabled} />
        ))}
      </ul>
    </section>
  )
}

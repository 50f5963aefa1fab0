import { Plus, X } from 'lucide-react'
import { useId, useState } from 'react'
import { useFieldArray, type UseFormReturn } from 'react-hook-form'

import { Button } from '@/components/ui/button'
import { DateField } from '@/components/ui/date-field'
import { Field } from '@/components/ui/field'
import { SESSION_DAYS_OFF_MAX } from '@/config/constants'
import { formatDate } from '@/lib/format/dates'
import { dayOfValue, today, unreadableDayMessage, valueOfDay } from '@/lib/format/day-value'

import { AVAILABILITY_MESSAGES as M } from '../availability-rules'
import type { AvailabilityFormValues } from '../schemas'

/**
 * Days off (issue 29): dates in the availability's time zone with no sessions whatever the weekly
 * hours say. A day is typed or picked in the product's date field, then added to the list.
 */
export function DaysOffField({
  form,
  disabled,
}: {
  form: UseFormReturn<AvailabilityFormValues>
  disabled: boolean
}) {
  const daysOff = useFieldArray({ control: form.control, name: 'daysOff' })
  const [day, setDay] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const listId = useId()
  const first = valueOfDay(today(), 'date')

  const add = () => {
    const picked = dayOfValue(day, 'date')
    const taken = form.getValues('daysOff').map((entry) => entry.date)
    let message: string | null = null
    if (day.trim() === '') message = M.noDayOff
    else if (!picked) message = unreadableDayMessage(day)
    else if (taken.includes(day)) message = M.dayOffTaken
    else if (taken.length >= SESSION_DAYS_OFF_MAX) message = M.daysOffMax
    setProblem(message)
    if (message) return
    // Kept in date order, as the server keeps them.
    const at = taken.findIndex((date) => date > day)
    if (at < 0) daysOff.append({ date: day })
    else daysOff.insert(at, { date: day })
    setDay('')
  }

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <Field
          label="Days off"
          description="No sessions on these days, whatever your weekly hours say."
          error={problem}
          className="min-w-0 sm:w-72"
        >
          <DateField
            value={day}
            min={first}
            disabled={disabled}
            calendarLabel="Choose a day off"
            onChange={(value) => {
              setDay(value)
              setProblem(null)
            }}
          />
        </Field>
        <Button
          type="button"
          variant="outline"
          className="self-start sm:mt-5"
          disabled={disabled}
          onClick={add}
        >
          <Plus aria-hidden />
          Add day off
        </Button>
      </div>
      {daysOff.fields.length > 0 ? (
        <ul id={listId} aria-label="Your days off" className="flex flex-wrap gap-2">
          {daysOff.fields.map((entry, index) => (
            <li
              key={entry.id}
              className="flex items-center gap-1 rounded-full border border-border bg-surface-muted py-0.5 pr-0.5 pl-3 text-sm"
            >
              {formatDate(entry.date)}
              <Button
                type="button"
                variant="ghost"
                size="sm"
                className="size-7 rounded-full px-0"
                aria-label={`Remove day off ${formatDate(entry.date)}`}
                disabled={disabled}
                onClick={() => daysOff.remove(index)}
              >
                <X aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">No days off.</p>
      )}
    </div>
  )
}

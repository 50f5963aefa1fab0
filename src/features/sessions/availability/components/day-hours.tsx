import { Plus, X } from 'lucide-react'
import { useId } from 'react'
import {
  Controller,
  useFieldArray,
  useWatch,
  type FieldError,
  type UseFormReturn,
} from 'react-hook-form'

import { Button } from '@/components/ui/button'
import { Switch } from '@/components/ui/switch'
import { TimeField } from '@/components/ui/time-field'
import { SESSION_RANGES_PER_DAY, weekdayName, WEEKDAYS } from '@/config/constants'
import { useJudgeSeenAgain } from '@/lib/form-feedback'

import { DEFAULT_RANGE, nextRange, rangeMessage } from '../availability-rules'
import type { AvailabilityFormValues } from '../schemas'

/**
 * One weekday of the weekly hours: on or off, and its time ranges (at most 3), each with its
 * message in the contract's words; switched on with none, it starts with the usual hours.
 */
export function DayHours({
  form,
  index,
  disabled,
}: {
  form: UseFormReturn<AvailabilityFormValues>
  index: number
  disabled: boolean
}) {
  const { control } = form
  const label = weekdayName(WEEKDAYS[index]!)
  const on = useWatch({ control, name: `days.${index}.on` })
  const ranges = useFieldArray({ control, name: `days.${index}.ranges` })
  const judgeAgain = useJudgeSeenAgain(form)
  const dayErrors = form.formState.errors.days?.[index]?.ranges
  const dayMessage =
    (dayErrors as { root?: FieldError } | undefined)?.root?.message ?? dayErrors?.message
  const full = ranges.fields.length >= SESSION_RANGES_PER_DAY
  const id = useId()
  const fullId = `${id}-full`
  const dayId = `${id}-day`

  const add = () => {
    ranges.append(nextRange(form.getValues(`days.${index}.ranges`)))
  }
  const remove = (at: number) => {
    ranges.remove(at)
    // The last range gone: the day is off.
    if (form.getValues(`days.${index}.ranges`).length === 0)
      form.setValue(`days.${index}.on`, false, { shouldDirty: true })
    judgeAgain()
  }

  return (
    <li className="flex flex-col gap-3 p-3 sm:flex-row sm:items-start sm:gap-4">
      <div className="flex h-10 shrink-0 items-center gap-3 sm:w-40">
        <Controller
          control={control}
          name={`days.${index}.on`}
          render={({ field }) => (
            <Switch
              id={dayId}
              checked={field.value}
              disabled={disabled}
              onCheckedChange={(checked) => {
                field.onChange(checked)
                if (checked && form.getValues(`days.${index}.ranges`).length === 0)
                  ranges.append({ ...DEFAULT_RANGE })
                judgeAgain()
              }}
            />
          )}
        />
        <label htmlFor={dayId} className="text-sm font-medium">
          {label}
        </label>
      </div>
      {on ? (
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <ul className="flex flex-col gap-2" aria-label={`${label} hours`}>
            {ranges.fields.map((range, at) => {
              const errors = dayErrors?.[at]
              const message = errors?.start?.message ?? errors?.end?.message
              const errorId = `${id}-${at}-error`
              const described = message ? errorId : undefined
              return (
                <li key={range.id} className="flex flex-col gap-1">
                  <div className="flex items-center gap-2">
                    <Controller
                      control={control}
                      name={`days.${index}.ranges.${at}.start`}
                      rules={{ deps: [`days.${index}.ranges`] }}
                      render={({ field }) => (
                        <TimeField
                          ref={field.ref}
                          name={field.name}
                          value={field.value}
                          onChange={field.onChange}
                          onBlur={field.onBlur}
                          aria-label={`${label} from (range ${at + 1})`}
                          aria-invalid={errors?.start ? true : undefined}
                          aria-describedby={described}
                          disabled={disabled}
                          wrapperClassName="min-w-0 flex-1 sm:w-32 sm:flex-none"
                        />
                      )}
                    />
                    <span aria-hidden className="text-muted-foreground">
                      –
                    </span>
                    <Controller
                      control={control}
                      name={`days.${index}.ranges.${at}.end`}
                      rules={{ deps: [`days.${index}.ranges`] }}
                      render={({ field }) => (
                        <TimeField
                          ref={field.ref}
                          name={field.name}
                          value={field.value}
                          onChange={field.onChange}
                          onBlur={field.onBlur}
                          aria-label={`${label} until (range ${at + 1})`}
                          aria-invalid={errors?.end ? true : undefined}
                          aria-describedby={described}
                          disabled={disabled}
                          wrapperClassName="min-w-0 flex-1 sm:w-32 sm:flex-none"
                        />
                      )}
                    />
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      className="size-9"
                      aria-label={`Remove ${label} range ${at + 1}`}
                      disabled={disabled}
                      onClick={() => remove(at)}
                    >
                      <X aria-hidden />
                    </Button>
                  </div>
                  {message ? (
                    <p id={errorId} className="text-sm font-medium text-danger">
                      {message}
                    </p>
                  ) : null}
                </li>
              )
            })}
          </ul>
          {dayMessage ? <p className="text-sm font-medium text-danger">{dayMessage}</p> : null}
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="self-start"
              disabled={disabled || full}
              aria-label={`Add hours for ${label}`}
              aria-describedby={full ? fullId : undefined}
              onClick={add}
            >
              <Plus aria-hidden />
              Add hours
            </Button>
            {full ? (
              <p id={fullId} className="text-xs text-muted-foreground">
                {rangeMessage.tooMany(label)}
              </p>
            ) : null}
          </div>
        </div>
      ) : (
        <p className="flex h-10 items-center text-sm text-muted-foreground">Unavailable</p>
      )}
    </li>
  )
}

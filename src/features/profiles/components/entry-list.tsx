import { Plus, Trash2 } from 'lucide-react'
import type { FormEvent, ReactNode } from 'react'
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form'

import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'

import { ProfileFormActions } from './profile-form-actions'

/**
 * A profile tab made of repeatable entries (academic, work): the entries, Add, then Cancel and
 * Save. Save is on when the list is valid and changed (spec part 2 section 4).
 */
export function EntryListForm<T extends FieldValues>({
  form,
  label,
  empty,
  addLabel,
  onAdd,
  saving,
  onSubmit,
  onCancel,
  children,
}: {
  form: UseFormReturn<T>
  /** Names the list for assistive technology ("Academic details"). */
  label: string
  /** Shown when there is no entry yet. */
  empty: ReactNode
  addLabel: string
  onAdd: () => void
  saving: boolean
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>
  onCancel: () => void
  /** The entries, each an EntryCard. */
  children: ReactNode[]
}) {
  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event).catch(() => {})}
        className="flex flex-col gap-4"
      >
        {children.length === 0 ? <p className="text-sm text-muted-foreground">{empty}</p> : null}
        <ol className="flex flex-col gap-4" aria-label={label}>
          {children}
        </ol>
        <Button type="button" variant="outline" className="self-start" onClick={onAdd}>
          <Plus aria-hidden />
          {addLabel}
        </Button>
        <ProfileFormActions form={form} saving={saving} onCancel={onCancel} />
      </form>
    </FormProvider>
  )
}

/** One entry of a list: its title ("Education 2"), Remove, and its fields in two columns. */
export function EntryCard({
  title,
  leaving,
  onRemove,
  children,
}: {
  title: string
  /** Removed: fades out for 300 ms before it goes (use-fade-removal.ts). */
  leaving: boolean
  /** Absent: the entry cannot be removed (the first KYC document, part 2 section 4). */
  onRemove?: () => void
  children: ReactNode
}) {
  return (
    <li
      aria-label={title}
      className={cn(
        'flex flex-col gap-4 rounded-lg border border-border p-4 transition-opacity duration-300',
        leaving && 'pointer-events-none opacity-0',
      )}
    >
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-semibold">{title}</h3>
        {onRemove ? (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            aria-label={`Remove ${title.charAt(0).toLowerCase()}${title.slice(1)}`}
            onClick={onRemove}
          >
            <Trash2 aria-hidden />
            Remove
          </Button>
        ) : null}
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">{children}</div>
    </li>
  )
}

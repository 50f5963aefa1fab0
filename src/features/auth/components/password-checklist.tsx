import { CircleCheck, CircleDashed } from 'lucide-react'

import { cn } from '@/lib/cn'

import type { ChecklistItem } from '../schemas'

/**
 * The live password checklist (spec part 1 section 5). Each rule says "met" or "not met" in
 * words as well as by icon and colour; the list is a polite live region, so a screen reader
 * hears a rule when its state changes.
 */
export function PasswordChecklist({ id, items }: { id: string; items: ChecklistItem[] }) {
  return (
    <div id={id} className="rounded-md bg-surface-muted px-3 py-2">
      <p className="mb-1 text-xs font-medium text-muted-foreground">Your password needs</p>
      <ul aria-live="polite" className="grid gap-1 text-sm">
        {items.map((item) => (
          <li
            key={item.id}
            className={cn(
              'flex items-center gap-2',
              item.met ? 'text-foreground' : 'text-muted-foreground',
            )}
          >
            {item.met ? (
              <CircleCheck aria-hidden="true" className="size-4 shrink-0 text-success" />
            ) : (
              <CircleDashed aria-hidden="true" className="size-4 shrink-0" />
            )}
            <span>
              {item.label}
              <span className="sr-only">{item.met ? ': met' : ': not met'}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}

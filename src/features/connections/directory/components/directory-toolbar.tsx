import { Clock, Search } from 'lucide-react'
import { useId } from 'react'

import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'

/**
 * The search box "Search catalyst name..." and the "Requested" toggle (spec part 2 section 2).
 * The search applies as the user pauses (the page debounces it); Enter applies it at once.
 */
export function DirectoryToolbar({
  search,
  onSearchChange,
  onSearchSubmit,
  requestedOnly,
  onRequestedOnlyChange,
}: {
  search: string
  onSearchChange: (value: string) => void
  onSearchSubmit: () => void
  requestedOnly: boolean
  onRequestedOnlyChange: (value: boolean) => void
}) {
  const searchId = useId()
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <form
        role="search"
        className="relative flex-1 sm:max-w-md"
        onSubmit={(event) => {
          event.preventDefault()
          onSearchSubmit()
        }}
      >
        <label htmlFor={searchId} className="sr-only">
          Search catalyst name
        </label>
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id={searchId}
          type="search"
          placeholder="Search catalyst name..."
          autoComplete="off"
          spellCheck={false}
          maxLength={200}
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
          className="pl-9"
        />
      </form>
      <Button
        type="button"
        variant={requestedOnly ? 'primary' : 'outline'}
        aria-pressed={requestedOnly}
        onClick={() => onRequestedOnlyChange(!requestedOnly)}
        className="self-start sm:self-auto"
      >
        <Clock aria-hidden />
        Requested
      </Button>
    </div>
  )
}

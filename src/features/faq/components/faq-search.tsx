import { Search } from 'lucide-react'
import { useId } from 'react'

import { Input } from '@/components/ui/input'

/** The header's search box; the browser debounces what is typed, Enter applies it at once. */
export function FaqSearch({
  value,
  onChange,
  onSubmit,
}: {
  value: string
  onChange: (value: string) => void
  onSubmit: () => void
}) {
  const id = useId()
  return (
    <form
      role="search"
      className="relative w-full max-w-xl"
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
    >
      <label htmlFor={id} className="sr-only">
        Search questions
      </label>
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        id={id}
        type="search"
        placeholder="Search questions..."
        autoComplete="off"
        spellCheck={false}
        maxLength={200}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="pl-9"
      />
    </form>
  )
}

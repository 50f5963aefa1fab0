import { Menu } from 'lucide-react'

import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { cn } from '@/lib/cn'

import { categoryLabel } from '../faq-rules'

/**
 * The categories (part 2 section 2): a table of contents beside the questions on wider screens,
 * a menu behind a hamburger button on phones.
 */
export function CategoryNav({
  categories,
  selected,
  onSelect,
}: {
  categories: readonly string[]
  selected: string | undefined
  onSelect: (category: string) => void
}) {
  if (categories.length === 0) return null
  return (
    <>
      <nav aria-label="FAQ categories" className="hidden md:block">
        <ul className="flex flex-col gap-1">
          {categories.map((category) => (
            <li key={category}>
              <button
                type="button"
                aria-current={category === selected ? 'true' : undefined}
                onClick={() => onSelect(category)}
                className={cn(
                  'w-full rounded-md px-3 py-2 text-left text-sm hover:bg-surface-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-hidden',
                  category === selected && 'bg-secondary font-semibold text-secondary-foreground',
                )}
              >
                {categoryLabel(category)}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <div className="md:hidden">
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="outline" className="w-full justify-start">
              <Menu aria-hidden />
              <span className="sr-only">Category: </span>
              {selected ? categoryLabel(selected) : null}
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="start">
            <DropdownMenuRadioGroup value={selected ?? ''} onValueChange={onSelect}>
              {categories.map((category) => (
                <DropdownMenuRadioItem key={category} value={category}>
                  {categoryLabel(category)}
                </DropdownMenuRadioItem>
              ))}
            </DropdownMenuRadioGroup>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
    </>
  )
}

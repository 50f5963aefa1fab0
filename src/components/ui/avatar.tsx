import { Avatar as AvatarPrimitive } from 'radix-ui'
import type { ComponentProps } from 'react'

import { cn } from '@/lib/cn'

const sizes = { sm: 'size-8 text-xs', md: 'size-10 text-sm', lg: 'size-14 text-lg' } as const

export type AvatarProps = Omit<ComponentProps<typeof AvatarPrimitive.Root>, 'children'> & {
  /** Person's name: the image's alt text and the source of the initials. */
  name?: string | null
  src?: string | null
  /** Override the alt text; pass "" when the name is already shown next to the avatar. */
  alt?: string
  size?: keyof typeof sizes
}

function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const first = words[0]
  if (!first) return ''
  const last = words.length > 1 ? words[words.length - 1] : undefined
  // Array.from splits by code point, so names starting with non-BMP characters stay whole.
  return [first, last]
    .map((w) => (w ? (Array.from(w)[0] ?? '') : ''))
    .join('')
    .toUpperCase()
}

/** A round avatar: the photo when it loads, otherwise initials; blank when there is no name. */
export function Avatar({ name, src, alt, size = 'md', className, ...props }: AvatarProps) {
  const label = alt ?? name?.trim().replace(/\s+/g, ' ') ?? ''
  const initials = name ? initialsOf(name) : ''
  return (
    <AvatarPrimitive.Root
      className={cn(
        'relative inline-flex shrink-0 overflow-hidden rounded-full bg-secondary align-middle',
        sizes[size],
        className,
      )}
      {...props}
    >
      {src ? (
        <AvatarPrimitive.Image src={src} alt={label} className="size-full object-cover" />
      ) : null}
      <AvatarPrimitive.Fallback
        delayMs={src ? 600 : undefined}
        role={label ? 'img' : undefined}
        aria-label={label || undefined}
        aria-hidden={label ? undefined : true}
        // The initials are drawn by CSS, not written as text: they picture the name (the label),
        // and as text they would count as a visible label that a button holding the avatar
        // leaves out of its name (WCAG 2.5.3, axe label-content-name-mismatch).
        data-initials={initials}
        className="flex size-full items-center justify-center font-medium text-secondary-foreground before:content-[attr(data-initials)]"
      />
    </AvatarPrimitive.Root>
  )
}

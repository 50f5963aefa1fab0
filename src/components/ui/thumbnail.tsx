import { ImageOff } from 'lucide-react'
import { useState, type ReactNode } from 'react'

import { cn } from '@/lib/cn'

/**
 * A decorative picture (a pathway's image) that gives way to a quiet placeholder when there is
 * none or it fails to load, instead of the browser's broken-image icon.
 */
export function Thumbnail({
  src,
  className,
  fallback,
}: {
  src: string | null | undefined
  className?: string
  /** What shows instead (an icon); a crossed-out picture by default. */
  fallback?: ReactNode
}) {
  const [failed, setFailed] = useState<string | null>(null)
  if (!src || failed === src) {
    return (
      <span
        aria-hidden
        className={cn(
          'flex shrink-0 items-center justify-center rounded-md bg-surface-muted text-muted-foreground [&_svg]:size-1/2 [&_svg]:max-h-6 [&_svg]:max-w-6',
          className,
        )}
      >
        {fallback ?? <ImageOff />}
      </span>
    )
  }
  return (
    <img
      src={src}
      alt=""
      loading="lazy"
      onError={() => setFailed(src)}
      className={cn('shrink-0 rounded-md object-cover', className)}
    />
  )
}

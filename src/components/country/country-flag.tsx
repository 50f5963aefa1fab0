import { cn } from '@/lib/cn'
import { flagImageUrl } from '@/lib/countries/flags'

/**
 * A country's flag beside its name: decorative (the name says it all), so hidden from assistive
 * technology. A code without a flag keeps the same space, so names stay aligned in the list.
 */
export function CountryFlag({ code, className }: { code: string; className?: string }) {
  const src = flagImageUrl(code)
  const box = 'h-3.5 w-[21px] shrink-0 rounded-[2px]'
  if (!src) return <span aria-hidden="true" className={cn(box, 'bg-surface-muted', className)} />
  return (
    <img
      src={src}
      alt=""
      aria-hidden="true"
      width={21}
      height={14}
      decoding="async"
      draggable={false}
      // The ring outlines white flags (Japan, Cyprus) on a white surface.
      className={cn(box, 'object-cover ring-1 ring-border', className)}
    />
  )
}

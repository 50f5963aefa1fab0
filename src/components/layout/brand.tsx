import { cn } from '@/lib/cn'

/** The Catalyst mark and word, used in the shell and the auth pages. */
export function Brand({ className, compact = false }: { className?: string; compact?: boolean }) {
  return (
    <span className={cn('inline-flex items-center gap-2 font-semibold tracking-tight', className)}>
      <svg viewBox="0 0 32 32" aria-hidden className="size-8 shrink-0">
        <rect width="32" height="32" rx="8" className="fill-primary" />
        <path
          d="M20.5 10.5a8 8 0 1 0 0 11"
          fill="none"
          stroke="currentColor"
          strokeWidth="3.2"
          strokeLinecap="round"
          className="text-primary-foreground"
        />
        <circle cx="22" cy="16" r="2.2" className="fill-accent" />
      </svg>
      {compact ? null : <span className="text-lg">Catalyst</span>}
    </span>
  )
}

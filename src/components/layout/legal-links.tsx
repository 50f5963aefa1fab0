import { env } from '@/config/env'
import { cn } from '@/lib/cn'

/** Terms, Policy (public PDF documents) and Contact Us (spec part 1 sections 2 and 9). */
export function LegalLinks({ className }: { className?: string }) {
  const link = 'underline-offset-4 hover:text-foreground hover:underline'
  return (
    <nav
      aria-label="Legal"
      className={cn(
        'flex flex-wrap justify-center gap-x-4 gap-y-1 text-xs text-muted-foreground',
        className,
      )}
    >
      <a className={link} href="/terms-of-use.pdf" target="_blank" rel="noopener noreferrer">
        Terms of Use
      </a>
      <a className={link} href="/privacy-policy.pdf" target="_blank" rel="noopener noreferrer">
        Privacy Policy
      </a>
      <a className={link} href={`mailto:${env.supportEmail}`}>
        Contact Us
      </a>
    </nav>
  )
}

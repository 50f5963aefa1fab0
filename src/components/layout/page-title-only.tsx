import { Brand } from './brand'

/**
 * A titled page that a later issue fills with its feature. It shows only the title: no sample
 * data. `standalone` pages are public and so have no shell around them.
 */
export function PageTitleOnly({
  title,
  standalone = false,
}: {
  title: string
  standalone?: boolean
}) {
  const heading = <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
  if (!standalone) return heading
  return (
    <div className="min-h-dvh">
      <header className="border-b border-border bg-surface px-4 py-3 sm:px-8">
        <Brand />
      </header>
      <main className="mx-auto max-w-5xl px-4 py-8 sm:px-8">{heading}</main>
    </div>
  )
}

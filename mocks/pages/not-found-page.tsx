/** Shown for a /mock-services/ address no mock page answers (a typo or a page not built yet). */
export function NotFoundPage({
  path,
  known,
}: {
  path: string
  known: ReadonlyArray<{ path: string; title: string }>
}) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-background px-4 py-10">
      <div className="w-full max-w-md rounded-xl border border-border bg-surface p-6 shadow-sm">
        <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          Mock services
        </p>
        <h1 className="mt-2 text-xl font-semibold text-foreground">No mock page here</h1>
        <p className="mt-2 text-sm break-all text-muted-foreground">
          Nothing answers <code className="text-foreground">{path}</code>. Mock pages:
        </p>
        <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-foreground">
          {known.map((page) => (
            <li key={page.path}>
              {page.title} <code className="text-muted-foreground">{page.path}</code>
            </li>
          ))}
        </ul>
        <a href="/" className="mt-6 inline-block text-sm font-medium text-primary hover:underline">
          Back to Catalyst
        </a>
      </div>
    </main>
  )
}

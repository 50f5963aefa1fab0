import { useEffect, useRef, type ReactNode } from 'react'

/**
 * The heading of a wizard step. When the step changed (not on page load), focus moves to it so
 * keyboard and screen-reader users start reading the new step from its top.
 */
export function StepHeading({
  children,
  description,
  focusOnMount = false,
}: {
  children: ReactNode
  description?: ReactNode
  focusOnMount?: boolean
}) {
  const ref = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (focusOnMount) ref.current?.focus()
  }, [focusOnMount])
  return (
    <div className="mb-4">
      <h2 ref={ref} tabIndex={-1} className="text-lg font-semibold outline-none">
        {children}
      </h2>
      {description ? <p className="mt-1 text-sm text-muted-foreground">{description}</p> : null}
    </div>
  )
}

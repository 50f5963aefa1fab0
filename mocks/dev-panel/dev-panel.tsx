import { Wrench, X } from 'lucide-react'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'

import { ApplicationsTab } from './applications-tab'
import { DataTab } from './data-tab'
import { FaultsTab } from './faults-tab'
import { MailboxTab } from './mailbox-tab'
import { SignInTab } from './sign-in-tab'
import { TimeTab } from './time-tab'

const TABS = [
  { key: 'mailbox', label: 'Mailbox', Content: MailboxTab },
  { key: 'sign-in', label: 'Sign in as', Content: SignInTab },
  { key: 'applications', label: 'Applications', Content: ApplicationsTab },
  { key: 'data', label: 'Data', Content: DataTab },
  { key: 'faults', label: 'Faults', Content: FaultsTab },
  { key: 'time', label: 'Time', Content: TimeTab },
] as const

/**
 * The mock-mode developer panel: a small button at the bottom left that opens a non-modal panel.
 * Opening moves focus into it, Escape or Close returns focus to the button.
 */
export function DevPanel() {
  const id = useId()
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(0)
  const toggle = useRef<HTMLButtonElement>(null)
  const tabs = useRef<Array<HTMLButtonElement | null>>([])
  const wasOpen = useRef(false)

  useEffect(() => {
    // Focus moves only when the panel opens (to the selected tab) or closes (to the button).
    if (open) tabs.current.find((tab) => tab?.getAttribute('aria-selected') === 'true')?.focus()
    else if (wasOpen.current) toggle.current?.focus()
    wasOpen.current = open
  }, [open])

  function onTabKey(event: KeyboardEvent) {
    const moves: Record<string, number> = {
      ArrowRight: (active + 1) % TABS.length,
      ArrowLeft: (active + TABS.length - 1) % TABS.length,
      Home: 0,
      End: TABS.length - 1,
    }
    const next = moves[event.key]
    if (next === undefined) return
    event.preventDefault()
    setActive(next)
    tabs.current[next]?.focus()
  }

  const { Content } = TABS[active] ?? TABS[0]
  return (
    <div className="font-sans text-foreground">
      {open ? (
        <section
          role="dialog"
          aria-labelledby={`${id}-title`}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setOpen(false)
          }}
          className="fixed inset-x-2 bottom-14 z-[2147483000] flex max-h-[min(36rem,calc(100dvh-5rem))] flex-col overflow-hidden rounded-xl border border-border bg-background shadow-2xl sm:right-auto sm:left-4 sm:w-[26rem]"
        >
          <header className="flex items-center gap-2 border-b border-border bg-surface px-4 py-2.5">
            <h2 id={`${id}-title`} className="text-sm font-semibold">
              Mock tools
            </h2>
            <span className="text-xs text-muted-foreground">mock backend only</span>
            <button
              type="button"
              onClick={() => setOpen(false)}
              aria-label="Close mock tools"
              className="ml-auto rounded-md p-1 text-muted-foreground hover:bg-surface-muted hover:text-foreground"
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          </header>
          <div
            role="tablist"
            aria-label="Mock tools"
            className="flex gap-1 overflow-x-auto border-b border-border bg-surface px-2"
          >
            {TABS.map((tab, index) => (
              <button
                key={tab.key}
                ref={(element) => {
                  tabs.current[index] = element
                }}
                type="button"
                role="tab"
                id={`${id}-tab-${tab.key}`}
                aria-selected={index === active}
                aria-controls={`${id}-panel`}
                tabIndex={index === active ? 0 : -1}
                onClick={() => setActive(index)}
                onKeyDown={onTabKey}
                className="-mb-px shrink-0 border-b-2 border-transparent px-2.5 py-2 text-sm whitespace-nowrap text-muted-foreground hover:text-foreground aria-selected:border-primary aria-selected:font-medium aria-selected:text-foreground"
              >
                {tab.label}
              </button>
            ))}
          </div>
          <div
            role="tabpanel"
            id={`${id}-panel`}
            aria-labelledby={`${id}-tab-${TABS[active]?.key}`}
            className="min-h-0 flex-1 overflow-y-auto p-3"
          >
            <Content />
          </div>
        </section>
      ) : null}
      <button
        ref={toggle}
        type="button"
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        aria-label="Mock tools"
        title="Mock tools"
        // A tab on the left edge, half-way down: the corners belong to the product (the footer's
        // copyright line, the docked chats' message box, Scroll to top), which it covered.
        // Narrower than the page's side padding (16 px on a phone), so it covers no text either.
        className="fixed top-1/2 left-0 z-[2147483000] flex -translate-y-1/2 items-center rounded-r-md border border-l-0 border-border bg-surface/90 px-px py-2 text-muted-foreground shadow-md backdrop-blur hover:text-foreground"
      >
        <Wrench className="size-3.5" aria-hidden="true" />
      </button>
    </div>
  )
}

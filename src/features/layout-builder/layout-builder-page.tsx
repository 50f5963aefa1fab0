import { useEffect, useRef, useState, type ReactNode } from 'react'

import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Field } from '@/components/ui/field'
import { Select } from '@/components/ui/select'
import { Switch } from '@/components/ui/switch'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import {
  DEFAULT_LAYOUT,
  resetLayout,
  saveLayout,
  useLayout,
  type LayoutConfig,
  type LayoutWidth,
} from '@/lib/layout-config'
import { toast } from '@/lib/toast'

/** "About 1 second" before Preview and Reset take effect (spec part 2 section 4). */
export const LAYOUT_APPLY_DELAY_MS = 1_000
export const LAYOUT_MESSAGES = {
  saved: 'Layout saved',
  reset: 'Layout reset to default',
} as const

type Pending = 'preview' | 'reset' | null

/**
 * Layout Builder (spec part 2 sections 2 to 4): the shell's header, sidebar, content and footer
 * settings in four tabs. Preview applies and saves them after about a second; Reset restores
 * the default after about a second. Until then the shell is as it was.
 */
export function LayoutBuilderPage() {
  const saved = useLayout()
  const [draft, setDraft] = useState<LayoutConfig>(saved)
  const [pending, setPending] = useState<Pending>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const later = (kind: Exclude<Pending, null>, run: () => void) => {
    clearTimeout(timer.current)
    setPending(kind)
    timer.current = setTimeout(() => {
      run()
      setPending(null)
    }, LAYOUT_APPLY_DELAY_MS)
  }
  const preview = () =>
    later('preview', () => {
      saveLayout(draft)
      toast.success(LAYOUT_MESSAGES.saved)
    })
  const reset = () =>
    later('reset', () => {
      resetLayout()
      setDraft(DEFAULT_LAYOUT)
      toast.success(LAYOUT_MESSAGES.reset)
    })
  const width = (value: LayoutWidth, onChange: (value: LayoutWidth) => void, label: string) => (
    <Field label={label}>
      <Select value={value} onChange={(event) => onChange(event.target.value as LayoutWidth)}>
        <option value="fluid">Fluid</option>
        <option value="fixed">Fixed</option>
      </Select>
    </Field>
  )

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold tracking-tight">Layout Builder</h1>
      <Tabs defaultValue="header">
        <TabsList aria-label="Layout parts" className="h-auto flex-wrap">
          <TabsTrigger value="header">Header</TabsTrigger>
          <TabsTrigger value="sidebar">Sidebar</TabsTrigger>
          <TabsTrigger value="content">Content</TabsTrigger>
          <TabsTrigger value="footer">Footer</TabsTrigger>
        </TabsList>
        <Card className="px-4 sm:px-6">
          <TabsContent value="header" className="flex flex-col gap-4">
            <Setting
              label="Fixed header on desktop"
              description="The header stays at the top while the page scrolls on wide screens."
              checked={draft.header.fixed.desktop}
              onChange={(desktop) =>
                setDraft({
                  ...draft,
                  header: { ...draft.header, fixed: { ...draft.header.fixed, desktop } },
                })
              }
            />
            <Setting
              label="Fixed header on tablet and mobile"
              description="The header stays at the top while the page scrolls on narrow screens."
              checked={draft.header.fixed.tabletAndMobile}
              onChange={(tabletAndMobile) =>
                setDraft({
                  ...draft,
                  header: { ...draft.header, fixed: { ...draft.header.fixed, tabletAndMobile } },
                })
              }
            />
            {width(
              draft.header.width,
              (value) => setDraft({ ...draft, header: { ...draft.header, width: value } }),
              'Header width',
            )}
          </TabsContent>
          <TabsContent value="sidebar" className="flex flex-col gap-4">
            <Setting
              label="Display sidebar"
              description="Without it, the menu button opens the navigation on every screen."
              checked={draft.sidebar.display}
              onChange={(display) => setDraft({ ...draft, sidebar: { display } })}
            />
          </TabsContent>
          <TabsContent value="content" className="flex flex-col gap-4">
            {width(
              draft.content.width,
              (value) => setDraft({ ...draft, content: { width: value } }),
              'Content width',
            )}
          </TabsContent>
          <TabsContent value="footer" className="flex flex-col gap-4">
            {width(
              draft.footer.width,
              (value) => setDraft({ ...draft, footer: { width: value } }),
              'Footer width',
            )}
          </TabsContent>
          <div className="flex flex-col-reverse gap-3 border-t border-border py-4 sm:flex-row sm:justify-end">
            <Button
              type="button"
              variant="outline"
              loading={pending === 'reset'}
              loadingLabel="Resetting..."
              disabled={pending !== null}
              onClick={reset}
            >
              Reset
            </Button>
            <Button
              type="button"
              loading={pending === 'preview'}
              loadingLabel="Applying..."
              disabled={pending !== null}
              onClick={preview}
            >
              Preview
            </Button>
          </div>
        </Card>
      </Tabs>
    </div>
  )
}

function Setting({
  label,
  description,
  checked,
  onChange,
}: {
  label: string
  description: ReactNode
  checked: boolean
  onChange: (checked: boolean) => void
}) {
  return (
    <Field label={label} description={description} orientation="horizontal">
      <Switch checked={checked} onCheckedChange={onChange} />
    </Field>
  )
}

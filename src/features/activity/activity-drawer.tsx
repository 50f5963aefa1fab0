import { Link } from '@tanstack/react-router'
import { History } from 'lucide-react'
import { useState } from 'react'

import { Button } from '@/components/ui/button'
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '@/components/ui/sheet'

import { ActivityList } from './activity-list'

/**
 * The shell's activity log drawer (spec part 1 section 2): the latest activity of the account,
 * and View All Activities to the full page.
 */
export function ActivityDrawer() {
  const [open, setOpen] = useState(false)
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="md" className="px-2.5">
          <History aria-hidden className="size-5" />
          <span className="sr-only">Activity log</span>
        </Button>
      </SheetTrigger>
      <SheetContent side="right" className="gap-0 p-0 sm:max-w-md">
        <SheetHeader className="border-b border-border px-5 py-4">
          <SheetTitle>Activity log</SheetTitle>
          <SheetDescription>What happened on your account, newest first.</SheetDescription>
        </SheetHeader>
        <div className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto px-5 py-4">
          {open ? <ActivityList /> : null}
          <Button asChild variant="link" className="self-start">
            <Link to="/crafted/pages/profile" onClick={() => setOpen(false)}>
              View All Activities
            </Link>
          </Button>
        </div>
      </SheetContent>
    </Sheet>
  )
}

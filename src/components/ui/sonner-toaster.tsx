import { useEffect } from 'react'
import { Toaster as Sonner, toast, type ToasterProps as SonnerProps } from 'sonner'

import { attachToaster } from '@/lib/toast'

/**
 * sonner's toaster, loaded lazily by ./toaster. Its toast store is handed over after sonner's own
 * effect has subscribed (a child's effects run first), so waiting toasts are not lost.
 */
export default function SonnerToaster(props: SonnerProps) {
  useEffect(() => attachToaster(toast), [])
  return (
    <Sonner
      position="top-right"
      // Below the shell's header, so its buttons stay usable while a toast shows: 64 px, and about
      // 88 px on a phone, where the page's title has a row of its own (a toast spans the width
      // there). Still announced: sonner's region is a live region.
      offset={{ top: TOAST_TOP_PX }}
      mobileOffset={{ top: TOAST_TOP_PHONE_PX }}
      richColors
      closeButton
      {...props}
    />
  )
}

const TOAST_TOP_PX = 72
const TOAST_TOP_PHONE_PX = 96

import { useEffect } from 'react'

/**
 * Opening a drawer of the shell from another part of the app (features do not import each
 * other): the dashboard's See More asks for the Student Request drawer of the header. A request
 * made before the drawer is there (its code loads beside the page) waits for it.
 */
export type DrawerName = 'student-requests'

const openers = new Map<DrawerName, () => void>()
const waiting = new Set<DrawerName>()

export function requestDrawer(name: DrawerName): void {
  const open = openers.get(name)
  if (open) open()
  else waiting.add(name)
}

/** Registers how to open the drawer `name` while the calling component is mounted. */
export function useDrawerOpener(name: DrawerName, open: () => void): void {
  useEffect(() => {
    openers.set(name, open)
    if (waiting.delete(name)) open()
    return () => {
      if (openers.get(name) === open) openers.delete(name)
    }
  }, [name, open])
}

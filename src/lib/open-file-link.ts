import { env } from '@/config/env'

/**
 * Opens a stored file's signed link in a new tab. On a real backend that is a plain navigation.
 * In mock mode the service worker answers the file, but a worker never sees a new tab's
 * navigation: the file is fetched here (through the worker) and the tab shows that copy.
 * Resolves false when the file could not be read (an expired link, say).
 */
export async function openFileLink(url: string): Promise<boolean> {
  if (!env.mocking) {
    window.open(url, '_blank', 'noopener,noreferrer')
    return true
  }
  // Opened before the fetch, while the click still counts as the person's: no popup blocker.
  const tab = window.open('', '_blank')
  try {
    const answer = await fetch(url)
    if (!answer.ok) throw new Error(`file answered ${answer.status}`)
    const copy = URL.createObjectURL(await answer.blob())
    if (tab) {
      tab.opener = null
      tab.location.href = copy
    } else {
      window.open(copy, '_blank', 'noopener')
    }
    // The tab has loaded it by then; the copy is not kept for the page's lifetime.
    setTimeout(() => URL.revokeObjectURL(copy), 60_000)
    return true
  } catch {
    tab?.close()
    return false
  }
}

import { isApiError } from '@/api/api-error'
import { useStartExperience } from '@/api/learning-hubs/queries'
import { userMessageFor } from '@/lib/error-messages'
import { toast } from '@/lib/toast'

import { HUB_MESSAGES, isLaunchUrl } from '../hub-rules'

/**
 * Start My Experience (spec part 2 sections 4, 7 and 8): reads the hosted course's address and
 * opens it in a new tab. The tab is opened at the click (a tab opened after the answer would be
 * a popup the browser blocks), then sent to the address, or closed if there is none.
 */
export function useStartMyExperience() {
  const start = useStartExperience()

  async function open(moodleId: number | null | undefined) {
    if (moodleId === null || moodleId === undefined) {
      toast.error(HUB_MESSAGES.notApplied)
      return
    }
    const tab = window.open('', '_blank')
    let url: string
    try {
      url = await start.mutateAsync(moodleId)
    } catch (error) {
      tab?.close()
      const refused = isApiError(error) && error.status !== null && error.status < 500
      toast.error(refused ? HUB_MESSAGES.notApplied : userMessageFor(error))
      return
    }
    if (!isLaunchUrl(url, window.location.origin)) {
      tab?.close()
      toast.error(HUB_MESSAGES.badUrl)
      return
    }
    const address = new URL(url, window.location.origin).href
    if (tab) {
      // The course page gets no handle on this one.
      tab.opener = null
      tab.location.href = address
    } else {
      window.open(address, '_blank', 'noopener')
    }
  }

  return { open, starting: start.isPending ? start.variables : undefined }
}

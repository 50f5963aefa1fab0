import { CalendarPlus } from 'lucide-react'
import { useState } from 'react'

import type { CalendarFile } from '@/api/calendar-file'
import { Button } from '@/components/ui/button'
import { saveFile } from '@/lib/save-file'
import { toast } from '@/lib/toast'

/**
 * Add to calendar: an `.ics` the server answers (a session's, a webinar seat's, a call with the
 * account manager's), saved under the name it gives; `failedMessage` in a toast when it fails.
 */
export function AddToCalendarButton({
  download,
  failedMessage,
}: {
  download: () => Promise<CalendarFile>
  failedMessage: string
}) {
  const [pending, setPending] = useState(false)
  const save = async () => {
    setPending(true)
    try {
      const file = await download()
      saveFile(file.bytes, file.fileName, 'text/calendar')
    } catch {
      toast.error(failedMessage)
    } finally {
      setPending(false)
    }
  }
  return (
    <Button
      variant="outline"
      size="sm"
      loading={pending}
      loadingLabel="Downloading"
      onClick={() => void save()}
    >
      {pending ? null : <CalendarPlus aria-hidden />}
      Add to calendar
    </Button>
  )
}

import { CalendarPlus } from 'lucide-react'
import { useState } from 'react'

import { downloadSessionCalendar } from '@/api/sessions/queries'
import { Button } from '@/components/ui/button'
import { saveFile } from '@/lib/save-file'
import { toast } from '@/lib/toast'

import { SESSIONS_MESSAGES } from '../session-rules'

/** Add to calendar: the session's `.ics` from the server, saved under the name it gives. */
export function AddToCalendarButton({ sessionId }: { sessionId: string }) {
  const [pending, setPending] = useState(false)
  const download = async () => {
    setPending(true)
    try {
      const file = await downloadSessionCalendar(sessionId)
      saveFile(file.bytes, file.fileName, 'text/calendar')
    } catch {
      toast.error(SESSIONS_MESSAGES.calendarFailed)
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
      onClick={() => void download()}
    >
      {pending ? null : <CalendarPlus aria-hidden />}
      Add to calendar
    </Button>
  )
}

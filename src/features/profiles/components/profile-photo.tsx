import { Camera, Undo2 } from 'lucide-react'

import { useFileUpload } from '@/api/files/use-file-upload'
import { Avatar } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import { FileField } from '@/components/ui/file-field'
import { UPLOAD_RULES } from '@/lib/files/upload-rules'

import { CompletionDonut } from './completion-donut'
import { usePendingPhoto } from './pending-photo'

/**
 * The profile photo inside the completion donut, with the picker (spec part 2 sections 2, 4, 5):
 * PNG, JPG or JPEG up to 2 MB, checked by content before it is sent. The photo is uploaded at
 * once and saved with the next Save of any tab; a refused, failed or cancelled upload leaves the
 * photo as it was.
 */
export function ProfilePhoto({
  name,
  savedUrl,
  completion,
}: {
  name: string
  savedUrl: string | null | undefined
  completion: number
}) {
  const { photo, choose } = usePendingPhoto()
  // A failure is said under the photo, not in a toast as well.
  const upload = useFileUpload({ errorToast: false })

  const onFile = async (file: File) => {
    const stored = await upload.upload(file, 'profile-photo')
    if (stored) choose({ fileId: stored.fileId, url: stored.url })
  }

  return (
    <div className="flex w-40 flex-col items-center gap-2">
      <CompletionDonut percent={completion}>
        <Avatar name={name} src={photo?.url ?? savedUrl} className="size-full" />
      </CompletionDonut>
      <FileField
        label="Profile photo file"
        hideLabel
        align="center"
        accept={UPLOAD_RULES['profile-photo'].accept}
        buttonLabel={photo ? 'Choose another' : 'Change photo'}
        buttonIcon={<Camera aria-hidden />}
        onFiles={([file]) => {
          if (file) void onFile(file)
        }}
        progress={
          upload.status === 'uploading'
            ? { label: 'Uploading photo', percent: upload.progress, onCancel: upload.cancel }
            : null
        }
        error={upload.status === 'error' ? upload.error?.message : undefined}
      />
      {photo && upload.status !== 'uploading' ? (
        <p className="text-center text-xs text-muted-foreground">
          New photo: Save any tab to keep it.{' '}
          <Button
            type="button"
            variant="link"
            size="sm"
            className="h-auto p-0 text-xs"
            onClick={() => {
              choose(null)
              upload.reset()
            }}
          >
            <Undo2 aria-hidden />
            Undo
          </Button>
        </p>
      ) : null}
    </div>
  )
}

import type { MouseEvent } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'

import { useFileUpload } from '@/api/files/use-file-upload'
import { Field } from '@/components/ui/field'
import { FileField } from '@/components/ui/file-field'
import { Input } from '@/components/ui/input'
import { UPLOAD_RULES } from '@/lib/files/upload-rules'
import { openFileLink } from '@/lib/open-file-link'
import { isSafeLink } from '@/lib/safe-link'
import { toast } from '@/lib/toast'

import { CATALYST_MESSAGES } from '../catalyst-messages'
import type { KycValues } from '../kyc-schema'

const FILE_FIELDS = ['file', 'link', 'signed_url', 'file_name'] as const

/**
 * A KYC document's file or link (spec part 2 sections 4 and 5). A file (PDF, JPG, JPEG or PNG,
 * checked by content, up to 5 MB) is uploaded at once and saved with the step; a stored file opens
 * through its signed URL. Removing it asks first and clears file, link and signed URL together.
 * A refused, failed or cancelled upload leaves the document as it was.
 */
export function KycAttachment({ index }: { index: number }) {
  const { control, register, formState, setValue, trigger } = useFormContext<KycValues>()
  const [file, signedUrl, fileName] = useWatch({
    control,
    name: [`kycDocs.${index}.file`, `kycDocs.${index}.signed_url`, `kycDocs.${index}.file_name`],
  })
  const upload = useFileUpload({ errorToast: false })
  const error = formState.errors.kycDocs?.[index]?.link?.message
  const set = (key: (typeof FILE_FIELDS)[number], value: string) =>
    setValue(`kycDocs.${index}.${key}`, value, { shouldDirty: true })
  const settle = () => void trigger(`kycDocs.${index}.link`)

  const onFile = async (chosen: File) => {
    const stored = await upload.upload(chosen, 'kyc-document')
    if (!stored) return
    set('file', stored.fileId)
    set('signed_url', stored.url)
    set('file_name', stored.name)
    set('link', '')
    settle()
  }

  const held = file !== ''
  const stored = held
    ? [
        isSafeLink(signedUrl)
          ? {
              name: fileName || 'View document',
              href: signedUrl,
              onOpen: (event: MouseEvent<HTMLAnchorElement>) => {
                event.preventDefault()
                void openFileLink(signedUrl).then((opened) => {
                  if (!opened) toast.error('The file could not be opened. Please try again.')
                })
              },
            }
          : { name: fileName || 'Uploaded file' },
      ]
    : undefined

  return (
    <div className="flex flex-col gap-3 sm:col-span-2">
      {held ? null : (
        <Field
          label="Document link"
          error={error}
          description="A link to the document, or upload its file below."
        >
          <Input
            type="url"
            inputMode="url"
            placeholder="https://"
            {...register(`kycDocs.${index}.link`)}
          />
        </Field>
      )}
      <FileField
        label={`Document ${index + 1} file`}
        accept={UPLOAD_RULES['kyc-document'].accept}
        buttonLabel="Upload file"
        onFiles={([chosen]) => {
          if (chosen) void onFile(chosen)
        }}
        files={stored}
        error={upload.status === 'error' ? upload.error?.message : undefined}
        progress={
          upload.status === 'uploading'
            ? { label: 'Uploading file', percent: upload.progress, onCancel: upload.cancel }
            : null
        }
        confirmRemove={{
          title: 'Remove file',
          description: CATALYST_MESSAGES.removeFileConfirm,
          confirmLabel: 'Remove',
        }}
        onRemove={() => {
          for (const key of FILE_FIELDS) set(key, '')
          upload.reset()
          settle()
        }}
      />
    </div>
  )
}

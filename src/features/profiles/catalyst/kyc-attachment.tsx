import { FileText, Trash2, Upload } from 'lucide-react'
import { useRef } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'

import { useFileUpload } from '@/api/files/use-file-upload'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { UPLOAD_RULES } from '@/lib/files/upload-rules'
import { openFileLink } from '@/lib/open-file-link'
import { isSafeLink } from '@/lib/safe-link'
import { toast } from '@/lib/toast'

import { CATALYST_MESSAGES } from '../catalyst-messages'
import type { KycValues } from '../kyc-schema'
import { UploadProgress } from '../components/upload-progress'

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
  const input = useRef<HTMLInputElement>(null)
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

  if (file !== '') {
    return (
      <div className="flex flex-col gap-2 sm:col-span-2">
        <span className="text-sm font-medium">File</span>
        <div className="flex flex-wrap items-center gap-3 rounded-md border border-border p-3">
          <FileText aria-hidden className="size-5 shrink-0 text-muted-foreground" />
          {isSafeLink(signedUrl) ? (
            <a
              href={signedUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="min-w-0 flex-1 text-sm break-all text-primary underline-offset-4 hover:underline"
              onClick={(event) => {
                event.preventDefault()
                void openFileLink(signedUrl).then((opened) => {
                  if (!opened) toast.error('The file could not be opened. Please try again.')
                })
              }}
            >
              {fileName || 'View document'}
            </a>
          ) : (
            <span className="min-w-0 flex-1 text-sm break-all">{fileName || 'Uploaded file'}</span>
          )}
          <ConfirmDialog
            trigger={
              <Button type="button" variant="ghost" size="sm">
                <Trash2 aria-hidden />
                Remove file
              </Button>
            }
            title="Remove file"
            description={CATALYST_MESSAGES.removeFileConfirm}
            confirmLabel="Remove"
            variant="danger"
            onConfirm={() => {
              for (const key of FILE_FIELDS) set(key, '')
              upload.reset()
              settle()
            }}
          />
        </div>
      </div>
    )
  }

  return (
    <div className="flex flex-col gap-3 sm:col-span-2">
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
      <input
        ref={input}
        type="file"
        accept={UPLOAD_RULES['kyc-document'].accept}
        aria-label={`Document ${index + 1} file`}
        tabIndex={-1}
        className="sr-only"
        onChange={(event) => {
          const chosen = event.target.files?.[0]
          event.target.value = ''
          if (chosen) void onFile(chosen)
        }}
      />
      {upload.status === 'uploading' ? (
        <UploadProgress label="Uploading file" percent={upload.progress} onCancel={upload.cancel} />
      ) : (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="self-start"
          onClick={() => input.current?.click()}
        >
          <Upload aria-hidden />
          Upload file
        </Button>
      )}
      {upload.status === 'error' && upload.error ? (
        <p role="alert" className="text-sm text-danger">
          {upload.error.message}
        </p>
      ) : null}
    </div>
  )
}

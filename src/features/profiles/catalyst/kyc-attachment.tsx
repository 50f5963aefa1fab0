import { FileText, Trash2 } from 'lucide-react'
import { useFormContext, useWatch } from 'react-hook-form'

import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { isSafeLink } from '@/lib/safe-link'

import { CATALYST_MESSAGES } from '../catalyst-messages'
import type { KycValues } from '../kyc-schema'

/**
 * A KYC document's file or link (part 2 sections 4 and 5). A stored file opens through its signed
 * URL; removing it asks first and clears file, link and signed URL together.
 */
export function KycAttachment({ index }: { index: number }) {
  const { control, register, formState, setValue } = useFormContext<KycValues>()
  const [file, signedUrl, fileName] = useWatch({
    control,
    name: [`kycDocs.${index}.file`, `kycDocs.${index}.signed_url`, `kycDocs.${index}.file_name`],
  })
  const error = formState.errors.kycDocs?.[index]?.link?.message
  const hasFile = file !== '' || signedUrl !== ''
  const clear = () => {
    for (const key of ['file', 'link', 'signed_url', 'file_name'] as const)
      setValue(`kycDocs.${index}.${key}`, '', { shouldDirty: true, shouldValidate: true })
  }

  if (hasFile) {
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
            onConfirm={clear}
          />
        </div>
      </div>
    )
  }

  return (
    <Field
      label="Document link"
      error={error}
      description="A link to the document, if you do not upload its file."
      className="sm:col-span-2"
    >
      <Input
        type="url"
        inputMode="url"
        placeholder="https://"
        {...register(`kycDocs.${index}.link`)}
      />
    </Field>
  )
}

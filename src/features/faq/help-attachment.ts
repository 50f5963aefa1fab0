import { checkNamedUpload, HELP_ATTACHMENT_RULE, type UploadCheck } from '@/lib/files/upload-rules'

export const ATTACHMENT_READ_FAILED = 'Error reading file. Please try again.'

/** A chosen file, checked: its size from metadata first, then its first bytes and its name. */
export function checkHelpAttachment(file: File): Promise<UploadCheck> {
  return checkNamedUpload(file, HELP_ATTACHMENT_RULE)
}

/**
 * The file as a base64 data URL carrying the type its content showed (not the browser's guess
 * from the name), as the contract's `attachments` expects.
 */
export function readAttachment(file: File, mime: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => {
      const result = reader.result
      const comma = typeof result === 'string' ? result.indexOf(',') : -1
      if (typeof result !== 'string' || comma < 0) reject(new Error(ATTACHMENT_READ_FAILED))
      else resolve(`data:${mime};base64,${result.slice(comma + 1)}`)
    }
    reader.onerror = () => reject(new Error(ATTACHMENT_READ_FAILED))
    reader.onabort = () => reject(new Error(ATTACHMENT_READ_FAILED))
    reader.readAsDataURL(file)
  })
}

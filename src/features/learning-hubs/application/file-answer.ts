import type { FileAnswer } from '@/api/learning-hubs/queries'

/**
 * File answers of an application (spec part 2 sections 3 and 5): each file becomes the spec's
 * file object, its content base64 in a data URL. Files are checked against the size cap before
 * any is read; the cap is the spec's attachment limit (part 2 section 9), 5 MB per file.
 */
export const MAX_APPLICATION_FILE_BYTES = 5 * 1024 * 1024
export const FILE_READ_ERROR = 'Error reading one or more files.'
export const FILE_TOO_LARGE = 'Each file must be smaller than 5 MB.'

export function fileTooLarge(files: readonly File[]): boolean {
  return files.some((file) => file.size > MAX_APPLICATION_FILE_BYTES)
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('no data'))
    reader.onerror = () => reject(reader.error ?? new Error('read failed'))
    reader.onabort = () => reject(new Error('read aborted'))
    reader.readAsDataURL(file)
  })
}

function storedName(original: string): { name: string; extension: string } {
  const dot = original.lastIndexOf('.')
  const base = (dot > 0 ? original.slice(0, dot) : original).replace(/[^\w-]+/g, '-').slice(0, 60)
  const extension =
    dot > 0
      ? original
          .slice(dot + 1)
          .toLowerCase()
          .replace(/[^\w]/g, '')
      : ''
  const id = Math.random().toString(36).slice(2, 8)
  return { name: `${base || 'file'}-${id}${extension ? `.${extension}` : ''}`, extension }
}

/** Reads the files; any failure rejects with FILE_READ_ERROR. */
export async function toFileAnswers(files: readonly File[]): Promise<FileAnswer[]> {
  try {
    return await Promise.all(
      files.map(async (file) => {
        const url = await readAsDataUrl(file)
        const { name, extension } = storedName(file.name)
        return {
          fileType: extension,
          lastModified: file.lastModified,
          name,
          originalName: file.name,
          size: file.size,
          storage: 'base64' as const,
          type: file.type || 'application/octet-stream',
          url,
        }
      }),
    )
  } catch {
    throw new Error(FILE_READ_ERROR)
  }
}

import { useMutation } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'

import { checkUpload, UPLOAD_RULES } from '@/lib/files/upload-rules'

import { isAbortError, uploadFile, type UploadedFile, type UploadPurpose } from './upload'

export type FileUploadStatus = 'idle' | 'uploading' | 'done' | 'error'

/** A file the client refused before sending it (size or type): the message is the spec's. */
export class UploadRefusedError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'UploadRefusedError'
  }
}

export interface FileUploadOptions {
  /**
   * Toast a failed upload (the house rule for writes: the server's message, else the generic
   * one). False when the form shows `error` itself. Refusals before sending are never toasted.
   */
  errorToast?: boolean
}

export interface FileUpload {
  /**
   * Checks `file` for `purpose` (src/lib/files/upload-rules.ts), then uploads it. Resolves with
   * the stored file, or null when it was refused, failed or cancelled (see `status` and `error`);
   * it never rejects. A new upload cancels one still running.
   */
  upload: (file: File, purpose: UploadPurpose) => Promise<UploadedFile | null>
  /** Cancels the running upload; the state goes back to idle, as if it had not started. */
  cancel: () => void
  /** Back to idle, forgetting the last result or error. */
  reset: () => void
  /** 0 to 100 while uploading (100 once sent), null when unknown or idle. */
  progress: number | null
  status: FileUploadStatus
  /** Why the last upload did not succeed: an UploadRefusedError or an ApiError. */
  error: Error | null
  /** The last stored file: its `fileId` goes into the profile save. */
  uploaded: UploadedFile | null
}

/**
 * One file upload with progress, for a form field (the profile photo, a KYC document). The form
 * keeps what it had until an upload succeeds: a refused, failed or cancelled upload changes
 * nothing but this hook's state. Unmounting cancels a running upload.
 */
export function useFileUpload({ errorToast }: FileUploadOptions = {}): FileUpload {
  const [progress, setProgress] = useState<number | null>(null)
  const [refused, setRefused] = useState<UploadRefusedError | null>(null)
  /** The running upload's controller. */
  const running = useRef<AbortController | null>(null)
  /** Counts upload() and cancel() calls: only the latest may change the state. */
  const generation = useRef(0)

  const mutation = useMutation({
    mutationFn: async ({ file, purpose }: { file: File; purpose: UploadPurpose }) => {
      const controller = new AbortController()
      running.current = controller
      try {
        return await uploadFile(file, purpose, {
          signal: controller.signal,
          onProgress: ({ percent }) => {
            if (running.current === controller) setProgress(percent)
          },
        })
      } catch (error) {
        // Cancelled: not a failure, so no error state and no toast.
        if (isAbortError(error)) return null
        throw error
      } finally {
        if (running.current === controller) running.current = null
      }
    },
    // An upload is not queued while offline (the default for writes): it fails at once, and the
    // person chooses the file again later.
    networkMode: 'always',
    meta: errorToast === undefined ? undefined : { errorToast },
  })
  const { mutateAsync, reset: resetMutation } = mutation

  const stop = useCallback(() => {
    generation.current += 1
    running.current?.abort()
    running.current = null
  }, [])

  const cancel = useCallback(() => {
    stop()
    setProgress(null)
    resetMutation()
  }, [stop, resetMutation])

  const reset = useCallback(() => {
    cancel()
    setRefused(null)
  }, [cancel])

  useEffect(() => stop, [stop])

  const upload = useCallback(
    async (file: File, purpose: UploadPurpose): Promise<UploadedFile | null> => {
      stop()
      const mine = generation.current
      const latest = () => mine === generation.current
      resetMutation()
      setRefused(null)
      setProgress(null)
      const check = await checkUpload(file, UPLOAD_RULES[purpose])
      if (!latest()) return null
      if (!check.ok) {
        setRefused(new UploadRefusedError(check.message))
        return null
      }
      setProgress(0)
      try {
        const uploaded = await mutateAsync({ file, purpose })
        if (latest()) setProgress(uploaded ? 100 : null)
        return latest() ? uploaded : null
      } catch {
        if (latest()) setProgress(null)
        return null
      }
    },
    [stop, mutateAsync, resetMutation],
  )

  const uploaded = mutation.data ?? null
  const error = refused ?? mutation.error
  const status: FileUploadStatus = error
    ? 'error'
    : mutation.isPending
      ? 'uploading'
      : uploaded
        ? 'done'
        : 'idle'
  return {
    upload,
    cancel,
    reset,
    progress: status === 'idle' ? null : progress,
    status,
    error,
    uploaded,
  }
}

import { act, renderHook, waitFor } from '@testing-library/react'
import { useForm } from 'react-hook-form'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { ApiError } from '@/api/api-error'
import { GENERIC_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE } from '@/lib/error-messages'
import { toast } from '@/lib/toast'

import { useFormDialogSubmit, type FormDialogSubmitOptions } from './use-form-dialog-submit'

interface Values {
  start: string
  topic: string
}

const typed: Values = { start: '2026-12-01T10:00:00.000Z', topic: 'Summer internships' }

const refused = (status: number, message?: string) =>
  new ApiError({ kind: 'http', status, message: 'x', body: message ? { message } : {} })
const noAnswer = () => new ApiError({ kind: 'network', status: null, message: 'Failed to fetch' })

type Options = Partial<Omit<FormDialogSubmitOptions<Values, string>, 'form' | 'controls'>>

/** The hook under a form holding what the person typed, with the dialog's controls as spies. */
function renderSubmit(options: Options = {}) {
  const controls = { onBusyChange: vi.fn(), onDone: vi.fn() }
  const send = options.send ?? vi.fn(() => Promise.resolve('booked'))
  const view = renderHook(() => {
    const form = useForm<Values>({ defaultValues: typed })
    return { form, ...useFormDialogSubmit({ success: 'Done', ...options, send, form, controls }) }
  })
  /** Submits and waits for the answer: the dialog busy, then free again. */
  const submit = async () => {
    const before = controls.onBusyChange.mock.calls.length
    await act(async () => {
      view.result.current.onSubmit()
      await Promise.resolve()
    })
    await waitFor(() => expect(controls.onBusyChange.mock.calls.length).toBe(before + 2))
    expect(controls.onBusyChange).toHaveBeenLastCalledWith(false)
  }
  return { ...view, controls, send, submit }
}

afterEach(() => vi.restoreAllMocks())

describe('useFormDialogSubmit', () => {
  it('sends the values, toasts, hands over the answer and closes the dialog', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => undefined)
    const onSuccess = vi.fn()
    const { result, controls, send, submit } = renderSubmit({
      success: 'Session booked',
      onSuccess,
    })
    await submit()
    expect(send).toHaveBeenCalledWith(typed)
    expect(success).toHaveBeenCalledWith('Session booked')
    expect(onSuccess).toHaveBeenCalledWith('booked')
    expect(controls.onDone).toHaveBeenCalledOnce()
    expect(controls.onBusyChange.mock.calls).toEqual([[true], [false]])
    expect(result.current.refusal).toBeNull()
  })

  it('with no answer, says the spec’s network message and keeps what was typed', async () => {
    const success = vi.spyOn(toast, 'success')
    const { result, controls, submit } = renderSubmit({
      send: () => Promise.reject(noAnswer()),
      fallback: 'The session could not be booked. Please try again.',
    })
    await submit()
    expect(result.current.refusal).toBe(NETWORK_ERROR_MESSAGE)
    expect(result.current.form.getValues()).toEqual(typed)
    expect(controls.onDone).not.toHaveBeenCalled()
    expect(success).not.toHaveBeenCalled()
    expect(result.current.pending).toBe(false)
  })

  it.each([
    [
      'a 400 through the spec’s rewrites',
      refused(400, 'User is already confirmed.'),
      undefined,
      'User is already verified',
    ],
    [
      'the server’s reason for a 403',
      refused(403, 'Session booking is not part of their plan.'),
      undefined,
      'Session booking is not part of their plan.',
    ],
    [
      'the dialog’s words when the server said nothing',
      refused(500),
      'The session could not be changed. Please try again.',
      'The session could not be changed. Please try again.',
    ],
    [
      'the generic text when there are no words of its own',
      new Error('boom'),
      undefined,
      GENERIC_ERROR_MESSAGE,
    ],
  ])('shows %s', async (_case, error, fallback, shown) => {
    const { result, submit } = renderSubmit({ send: () => Promise.reject(error), fallback })
    await submit()
    expect(result.current.refusal).toBe(shown)
  })

  it('runs the reaction of the refusal’s status only', async () => {
    const on409 = vi.fn()
    const on403 = vi.fn()
    const { result, submit } = renderSubmit({
      send: () => Promise.reject(refused(409, 'This time has just been booked.')),
      onStatus: { 409: on409, 403: on403 },
    })
    await submit()
    expect(result.current.refusal).toBe('This time has just been booked.')
    expect(on409).toHaveBeenCalledOnce()
    expect(on403).not.toHaveBeenCalled()
  })

  it('forgets the refusal when asked, and on the next try', async () => {
    const send = vi
      .fn<(values: Values) => Promise<string>>()
      .mockRejectedValueOnce(noAnswer())
      .mockRejectedValueOnce(noAnswer())
      .mockResolvedValueOnce('booked')
    vi.spyOn(toast, 'success').mockImplementation(() => undefined)
    const { result, controls, submit } = renderSubmit({ send })
    await submit()
    expect(result.current.refusal).toBe(NETWORK_ERROR_MESSAGE)
    act(() => result.current.clearRefusal())
    expect(result.current.refusal).toBeNull()

    await submit()
    expect(result.current.refusal).toBe(NETWORK_ERROR_MESSAGE)
    await submit()
    expect(result.current.refusal).toBeNull()
    expect(controls.onDone).toHaveBeenCalledOnce()
  })

  it('sends nothing while the form is invalid', async () => {
    const send = vi.fn(() => Promise.resolve('booked'))
    const controls = { onBusyChange: vi.fn(), onDone: vi.fn() }
    const { result } = renderHook(() => {
      const form = useForm<Values>({ defaultValues: { start: '', topic: '' } })
      form.register('topic', { required: 'Please say what you would like to talk about.' })
      return { form, ...useFormDialogSubmit({ form, controls, send, success: 'Done' }) }
    })
    await act(async () => {
      result.current.onSubmit()
      await Promise.resolve()
    })
    await waitFor(() =>
      expect(result.current.form.formState.errors.topic?.message).toBe(
        'Please say what you would like to talk about.',
      ),
    )
    expect(send).not.toHaveBeenCalled()
    expect(controls.onBusyChange).not.toHaveBeenCalled()
  })
})

import { fireEvent } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import { onFirstInteraction } from './lazy'

describe('onFirstInteraction', () => {
  it.each(['keyDown', 'pointerDown', 'focusIn'] as const)(
    'runs the task once, on the first %s anywhere in the page',
    (event) => {
      const task = vi.fn()
      onFirstInteraction(task)
      expect(task).not.toHaveBeenCalled()
      fireEvent[event](document.body)
      fireEvent.keyDown(document.body)
      fireEvent.pointerDown(document.body)
      expect(task).toHaveBeenCalledOnce()
    },
  )

  it('does nothing once cancelled', () => {
    const task = vi.fn()
    const cancel = onFirstInteraction(task)
    cancel()
    fireEvent.keyDown(document.body)
    expect(task).not.toHaveBeenCalled()
  })
})

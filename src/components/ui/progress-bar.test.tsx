import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { clampPercent, ProgressBar, progressTone } from './progress-bar'

describe('ProgressBar', () => {
  it('is red at 25 % or below, yellow at 50 % or below, otherwise green', () => {
    expect([0, 25, 26, 50, 51, 100].map(progressTone)).toEqual([
      'danger',
      'danger',
      'warning',
      'warning',
      'success',
      'success',
    ])
  })

  it('clamps and rounds what it shows; unreadable values are 0', () => {
    expect([-5, 33.4, 120, null, undefined, Number.NaN].map(clampPercent)).toEqual([
      0, 33, 100, 0, 0, 0,
    ])
    render(<ProgressBar value={42.6} label="Pathway progress" />)
    const bar = screen.getByRole('progressbar', { name: 'Pathway progress' })
    expect(bar).toHaveAttribute('aria-valuenow', '43')
    expect(bar).toHaveAttribute('data-tone', 'warning')
    expect(screen.getByText('43%')).toBeVisible()
  })
})

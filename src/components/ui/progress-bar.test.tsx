import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { clampPercent, PROGRESS_FILL_TOKENS, ProgressBar, progressTone } from './progress-bar'

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

  it.each([
    [10, 'danger'],
    [40, 'warning'],
    [90, 'success'],
  ] as const)(
    'paints %i %% with the tokens the theme test checks (26-50 %% yellow, not orange)',
    (value, tone) => {
      render(<ProgressBar value={value} label="Progress" />)
      const bar = screen.getByRole('progressbar', { name: 'Progress' }).innerHTML
      const { fill: token, edge } = PROGRESS_FILL_TOKENS[tone]
      expect(bar).toMatch(new RegExp(`class="[^"]*\\bbg-${token}\\b`))
      // An edge of its own is drawn around the fill; a fill that is its own edge needs none.
      expect(bar.includes(`var(--${edge})`)).toBe(edge !== token)
    },
  )
})

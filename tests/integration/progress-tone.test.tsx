import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { INTERACTION_PROGRESS_LABEL } from '@/features/dashboard/dashboard-rules'

import { withMockServer } from '../msw'
import { renderRoute } from '../render-route'

withMockServer()

/**
 * One meaning, one scale (issue 36): the dashboard's Interaction review summary painted 63 %
 * amber while My Students painted the same student green. Both now show the student's pathway
 * progress with the one ProgressBar, labelled, so the same student reads the same on both.
 */
const WAIT = { timeout: 8_000 }
type Reading = { name: string; value: string | null; tone: string | null }

const read = (bar: HTMLElement, name: string): Reading => ({
  name,
  value: bar.getAttribute('aria-valuenow'),
  tone: bar.getAttribute('data-tone'),
})

describe('a student’s progress', () => {
  it('reads with the same figure, label and tone on the dashboard and on My Students', async () => {
    const { router } = await renderRoute('/dashboard', { as: 'counsellor' })
    const review = await screen.findByRole('region', { name: 'Interaction review summary' }, WAIT)
    const prefix = `${INTERACTION_PROGRESS_LABEL}: `
    const dashboard = (
      await within(review).findAllByRole('progressbar', { name: /^Pathway progress: / }, WAIT)
    ).map((bar) => read(bar, bar.getAttribute('aria-label')!.slice(prefix.length)))
    // Every figure says what it is, visibly too.
    expect(within(review).getAllByText(INTERACTION_PROGRESS_LABEL)).toHaveLength(dashboard.length)

    await router.navigate({ to: '/my-student' })
    const articles = await screen.findAllByRole('article', {}, WAIT)
    const myStudents = articles.flatMap((article) => {
      const name = within(article).getByRole('heading', { level: 2 }).textContent ?? ''
      const bar = within(article).queryByRole('progressbar', { name: 'Pathway progress' })
      return bar ? [read(bar, name)] : []
    })

    const both = dashboard.filter((row) => myStudents.some((other) => other.name === row.name))
    expect(both.length).toBeGreaterThan(0)
    expect(both).toEqual(both.map((row) => myStudents.find((other) => other.name === row.name)))
  }, 60_000)
})

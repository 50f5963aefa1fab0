import { act, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { optionalLazy } from './optional-lazy'

describe('optionalLazy', () => {
  it('shows the fallback while loading, then the part', async () => {
    const Part = optionalLazy(
      () => Promise.resolve(({ name }: { name: string }) => <p>Hello {name}</p>),
      <p>Loading part</p>,
    )
    render(<Part name="Asha" />)
    expect(screen.getByText('Loading part')).toBeInTheDocument()
    expect(await screen.findByText('Hello Asha')).toBeInTheDocument()
  })

  it('keeps the fallback when the code cannot be fetched, and tries again once back online', async () => {
    let fail = true
    const Part = optionalLazy(
      () => (fail ? Promise.reject(new Error('offline')) : Promise.resolve(() => <p>Loaded</p>)),
      <p>Not yet</p>,
    )
    render(
      <main>
        <h1>The page</h1>
        <Part />
      </main>,
    )
    await act(() => Promise.resolve())
    expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument()
    expect(screen.getByText('Not yet')).toBeInTheDocument()
    fail = false
    act(() => {
      window.dispatchEvent(new Event('online'))
    })
    expect(await screen.findByText('Loaded')).toBeInTheDocument()
  })
})

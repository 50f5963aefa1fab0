import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { SafeHtml } from './safe-html'

describe('SafeHtml', () => {
  it('renders allowed formatting and links, without the script parts', () => {
    render(
      <SafeHtml
        as="article"
        html={
          '<p>Read <strong>this</strong> <a href="https://example.org" target="_blank">guide</a>' +
          '<img src="x" alt="chart" onerror="window.__hit = true"></p>' +
          '<script>window.__hit = true</script>'
        }
      />,
    )
    expect(screen.getByText('this').tagName).toBe('STRONG')
    const link = screen.getByRole('link', { name: 'guide' })
    expect(link).toHaveAttribute('href', 'https://example.org')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    expect(screen.getByRole('img', { name: 'chart' })).not.toHaveAttribute('onerror')
    expect(screen.getByRole('article')).not.toHaveTextContent('__hit')
    expect((window as { __hit?: boolean }).__hit).toBeUndefined()
  })

  it('renders nothing for a missing value', () => {
    render(<SafeHtml as="article" html={null} />)
    expect(screen.getByRole('article')).toBeEmptyDOMElement()
  })
})

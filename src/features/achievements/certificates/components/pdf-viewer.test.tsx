import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest'

import type { PdfDocumentHandle } from '../render-pdf'
import { PdfPages } from './pdf-viewer'

/**
 * The holder's certificate view (spec part 2 section 2; issue 27: only page 1 was drawn, with no
 * zoom and no print). pdf.js draws nothing in jsdom, so these give the view a PDF of their own:
 * three A4 landscape pages (1123 x 794 CSS px at 100 %). Chromium draws the real one
 * (tests/e2e/certificates.spec.ts).
 */
const A4 = { width: 1123, height: 794 }

function fakePdf(pages = 3) {
  const draws: Array<{ page: number; width: number; pixelRatio: number | undefined }> = []
  const pdf: PdfDocumentHandle = {
    numPages: pages,
    pageSizes: Array.from({ length: pages }, () => A4),
    draw(page, _canvas, width, options) {
      draws.push({ page, width, pixelRatio: options?.pixelRatio })
      return {
        promise: Promise.resolve({ width, height: (width * A4.height) / A4.width }),
        cancel() {},
      }
    },
    text: (page) => Promise.resolve(`Certificate of Achievement, page ${page}`),
    destroy() {},
  }
  return { pdf, draws }
}

/** jsdom lays nothing out: the frame is 900 px wide here. */
let restoreWidth: () => void
beforeEach(() => {
  const original = Object.getOwnPropertyDescriptor(Element.prototype, 'clientWidth')!
  Object.defineProperty(Element.prototype, 'clientWidth', {
    configurable: true,
    get: () => 900,
  })
  restoreWidth = () => Object.defineProperty(Element.prototype, 'clientWidth', original)
})
afterEach(() => restoreWidth())

/** Sets `target[key]` for this test only (the dom project shares globals between files). */
function stub(target: object, key: string, value: unknown) {
  const original = Object.getOwnPropertyDescriptor(target, key)
  Object.defineProperty(target, key, { configurable: true, writable: true, value })
  onTestFinished(() => {
    if (original) Object.defineProperty(target, key, original)
    else delete (target as Record<string, unknown>)[key]
  })
}

/** The pictures of the print sheet (hidden from the screen and from assistive technology). */
const printed = () =>
  screen.queryAllByRole('img', { hidden: true }).filter((image) => image.tagName === 'IMG')

const zoom = () => screen.getByRole('status', { name: 'Zoom' })
const lastWidthOf = (draws: ReturnType<typeof fakePdf>['draws'], page: number) =>
  draws.filter((draw) => draw.page === page).at(-1)?.width

describe('the certificate view', () => {
  it('shows every page, fitted to the frame (800 px at most), with its text for screen readers', async () => {
    const { pdf, draws } = fakePdf(3)
    render(<PdfPages pdf={pdf} title="Guidance certificate" onFailed={() => {}} />)
    for (const page of [1, 2, 3])
      expect(
        screen.getByRole('img', { name: `Guidance certificate, page ${page} of 3` }),
      ).toBeVisible()
    expect(screen.getByText('3 pages')).toBeVisible()
    await waitFor(() => expect(draws.map((draw) => draw.page).sort()).toEqual([1, 2, 3]))
    expect(draws.every((draw) => draw.width === 800)).toBe(true)
    expect(zoom()).toHaveTextContent(`${Math.round((800 / A4.width) * 100)}%`)
    expect(await screen.findByText('Certificate of Achievement, page 3')).toHaveClass('sr-only')
  })

  it('zooms in and out by steps, and back to the frame’s width', async () => {
    const user = userEvent.setup()
    const { pdf, draws } = fakePdf(2)
    render(<PdfPages pdf={pdf} title="Guidance certificate" onFailed={() => {}} />)
    expect(zoom()).toHaveTextContent('71%')

    await user.click(screen.getByRole('button', { name: 'Zoom in' }))
    expect(zoom()).toHaveTextContent('75%')
    await waitFor(() => expect(lastWidthOf(draws, 2)).toBe(Math.floor(A4.width * 0.75)))
    await user.click(screen.getByRole('button', { name: 'Zoom in' }))
    expect(zoom()).toHaveTextContent('100%')
    expect(screen.getByRole('button', { name: 'Fit width' })).toHaveAttribute(
      'aria-pressed',
      'false',
    )

    for (const expected of ['75%', '50%', '25%']) {
      await user.click(screen.getByRole('button', { name: 'Zoom out' }))
      expect(zoom()).toHaveTextContent(expected)
    }
    expect(screen.getByRole('button', { name: 'Zoom out' })).toBeDisabled()
    await waitFor(() => expect(lastWidthOf(draws, 1)).toBe(Math.floor(A4.width * 0.25)))

    await user.click(screen.getByRole('button', { name: 'Fit width' }))
    expect(zoom()).toHaveTextContent('71%')
    await waitFor(() => expect(lastWidthOf(draws, 1)).toBe(800))
  })

  it('prints every page at print resolution, and only them', async () => {
    const user = userEvent.setup()
    const { pdf, draws } = fakePdf(2)
    // jsdom has no canvas pictures, object URLs or image decoding: stand-ins of the browser's.
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done) =>
      done(new Blob(['png'])),
    )
    const created = vi.fn(() => 'blob:page')
    stub(URL, 'createObjectURL', created)
    stub(URL, 'revokeObjectURL', vi.fn())
    stub(HTMLImageElement.prototype, 'decode', () => Promise.resolve())
    let sheet: string[] = []
    const print = vi.spyOn(window, 'print').mockImplementation(() => {
      sheet = printed().map((image) => image.getAttribute('alt') ?? '')
      window.dispatchEvent(new Event('afterprint'))
    })
    render(<PdfPages pdf={pdf} title="Guidance certificate" onFailed={() => {}} />)

    await user.click(screen.getByRole('button', { name: 'Print' }))
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1))
    expect(sheet).toEqual([
      'Guidance certificate, page 1 of 2',
      'Guidance certificate, page 2 of 2',
    ])
    expect(draws.filter((draw) => draw.pixelRatio === 1)).toEqual([
      { page: 1, width: A4.width * 2, pixelRatio: 1 },
      { page: 2, width: A4.width * 2, pixelRatio: 1 },
    ])
    expect(created).toHaveBeenCalledTimes(2)
    // Gone once printed.
    expect(printed()).toEqual([])
  })
})

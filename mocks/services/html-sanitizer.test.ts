import { JSDOM } from 'jsdom'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { provideJsdomWindow } from './html-sanitizer-node'
import { NO_DOM_MESSAGE, provideSanitizerWindow, sanitizeStoredHtml } from './html-sanitizer'

describe('the mock backend sanitiser', () => {
  afterEach(() => provideJsdomWindow())

  it('runs in Node on the window tests/setup-node.ts provides', async () => {
    expect(typeof window).toBe('undefined')
    await expect(
      sanitizeStoredHtml('<p onclick="x()">Hi <a href="&#106;avascript:x()">a</a></p>'),
    ).resolves.toBe('<p>Hi <a>a</a></p>')
  })

  it('applies the client allow-list, narrowed on request', async () => {
    const html = '<h1 title="t">Head</h1><p><b>bold</b> <u>under</u></p>'
    await expect(sanitizeStoredHtml(html)).resolves.toBe(
      '<h1 title="t">Head</h1><p><b>bold</b> under</p>',
    )
    await expect(
      sanitizeStoredHtml(html, { allowedTags: ['p', 'b'], allowedAttributes: [] }),
    ).resolves.toBe('Head<p><b>bold</b> under</p>')
    // Narrowing cannot widen: a tag outside the spec's allow-list stays out.
    await expect(
      sanitizeStoredHtml('<u>x</u><form>y</form>', { allowedTags: ['u', 'form'] }),
    ).resolves.toBe('xy')
  })

  it('parses with a window handed over, created only when first needed', async () => {
    const source = vi.fn(() => new JSDOM('').window)
    provideSanitizerWindow(source)
    expect(source).not.toHaveBeenCalled()
    await expect(sanitizeStoredHtml('<i>x</i><script>y()</script>')).resolves.toBe('<i>x</i>')
    expect(source).toHaveBeenCalled()
  })

  it('refuses to work without a DOM rather than keep markup nobody cleaned', async () => {
    provideSanitizerWindow(null)
    await expect(sanitizeStoredHtml('<img src=x onerror=alert(1)>')).rejects.toThrow(NO_DOM_MESSAGE)
    await expect(sanitizeStoredHtml('')).resolves.toBe('')
  })
})

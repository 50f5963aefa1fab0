import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { HighlightedText } from './highlighted-text'

const escaped = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** What the highlighter renders: the text as typed, the matches in <mark>, no other element. */
describe('HighlightedText', () => {
  it.each([
    ['How do I reset my password?', 'password', ['password']],
    ['Use <b>bold</b> here', '<b>', ['<b>']],
    ['<img src=x onerror=alert(1)>', '<IMG', ['<img']],
    ['a <script>x</script> b', 'script', ['script', 'script']],
    ['&lt;not an entity&gt;', '&lt;', ['&lt;']],
    ['No match', 'zzz', []],
  ])('%j searched for %j marks %j and nothing else', (text, query, marked) => {
    render(
      <p data-testid="question">
        <HighlightedText text={text} query={query} />
      </p>,
    )
    const question = screen.getByTestId('question')
    expect(question).toHaveTextContent(text, { normalizeWhitespace: false })
    const marks = within(question).queryAllByTestId('search-highlight')
    expect(marks.map((mark) => mark.textContent)).toEqual(marked)
    // Without the marks, the markup is the text itself, escaped: nothing else became an element.
    expect(question.innerHTML.replace(/<mark[^>]*>|<\/mark>/g, '')).toBe(escaped(text))
  })
})

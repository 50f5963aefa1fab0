import { describe, expect, it } from 'vitest'

import {
  categoryLabel,
  highlightParts,
  numberFaqs,
  pageCount,
  pageItems,
  questionMatches,
  visibleFaqs,
} from './faq-rules'

describe('categoryLabel', () => {
  it.each([
    ['getting-started', 'Getting Started'],
    ['account-and-security', 'Account and Security'],
    ['terms-of-use', 'Terms of Use'],
    ['and-more', 'And More'],
    ['sign-in-with', 'Sign in With'],
    ['chat', 'Chat'],
    ['BILLING-and-PLANS', 'Billing and Plans'],
    ['double--hyphen-', 'Double Hyphen'],
    ['', ''],
    ['<b>bold</b>-x', '<b>bold</b> X'],
  ])('%j reads %j', (category, label) => {
    expect(categoryLabel(category)).toBe(label)
  })
})

describe('highlightParts', () => {
  const marked = (text: string, query: string) =>
    highlightParts(text, query)
      .map((part) => (part.match ? `[${part.text}]` : part.text))
      .join('')

  it.each([
    ['How do I reset my password?', 'password', 'How do I reset my [password]?'],
    ['How do I reset my password?', 'PASSWORD', 'How do I reset my [password]?'],
    ['How do I reset my password?', '  how ', '[How] do I reset my password?'],
    ['aaa', 'a', '[a][a][a]'],
    ['abcabc', 'bc', 'a[bc]a[bc]'],
    ['No match here', 'zzz', 'No match here'],
    ['Anything', '', 'Anything'],
    ['Anything', '   ', 'Anything'],
    ['Is <b>bold</b> allowed?', '<b>', 'Is [<b>]bold</b> allowed?'],
    [
      'Use <img src=x onerror=alert(1)> here',
      '<img src=x',
      'Use [<img src=x] onerror=alert(1)> here',
    ],
    ['Price is $5 (approx.)', '(approx.)', 'Price is $5 [(approx.)]'],
    ['a.b.c', '.', 'a[.]b[.]c'],
    ['İstanbul question', 'question', 'İstanbul [question]'],
  ])('%j searched for %j is %j', (text, query, expected) => {
    expect(marked(text, query)).toBe(expected)
  })

  it('keeps every character of the text, as plain strings', () => {
    const text = '<script>alert(1)</script> and <b>more</b>'
    const parts = highlightParts(text, 'script')
    expect(parts.map((part) => part.text).join('')).toBe(text)
    expect(parts.every((part) => typeof part.text === 'string')).toBe(true)
  })

  it('gives nothing for an empty text', () => {
    expect(highlightParts('', 'x')).toEqual([])
    expect(highlightParts('', '')).toEqual([])
  })
})

describe('pagination', () => {
  it.each([
    [0, 5, 1],
    [1, 5, 1],
    [5, 5, 1],
    [6, 5, 2],
    [11, 5, 3],
    [7, 3, 3],
  ])('%i items in pages of %i make %i pages', (total, size, pages) => {
    expect(pageCount(total, size)).toBe(pages)
  })

  const items = Array.from({ length: 12 }, (_, index) => index + 1)
  it.each([
    [1, [1, 2, 3, 4, 5]],
    [2, [6, 7, 8, 9, 10]],
    [3, [11, 12]],
    [9, [11, 12]],
    [0, [1, 2, 3, 4, 5]],
    [-2, [1, 2, 3, 4, 5]],
    [Number.NaN, [1, 2, 3, 4, 5]],
  ])('page %d shows %j', (page, expected) => {
    expect(pageItems(items, page, 5)).toEqual(expected)
  })

  it('gives an empty page for no items', () => {
    expect(pageItems([], 1, 5)).toEqual([])
  })
})

describe('visibleFaqs', () => {
  const faqs = numberFaqs([
    { question: 'What is a Catalyst?', answer: '', category: 'getting-started', role: 'student' },
    { question: 'How do I chat?', answer: '', category: 'chat', role: 'student' },
    { question: 'Can a Catalyst chat?', answer: '', category: 'chat', role: 'student' },
  ])

  it('numbers questions by position from 1', () => {
    expect(faqs.map((faq) => faq.id)).toEqual([1, 2, 3])
  })

  it("shows the category's questions without a search", () => {
    expect(visibleFaqs(faqs, 'chat', '').map((faq) => faq.id)).toEqual([2, 3])
  })

  it('searches every category, by question text, ignoring case', () => {
    expect(visibleFaqs(faqs, 'chat', 'CATALYST').map((faq) => faq.id)).toEqual([1, 3])
    expect(questionMatches(faqs[0]!, 'nothing')).toBe(false)
  })
})

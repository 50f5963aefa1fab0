import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { env } from '@/config/env'
import { FAQ_MESSAGES } from '@/features/faq/faq-rules'
import { HELP_REQUEST_MESSAGES } from '@/features/faq/schemas'
import { db } from '@mocks/db'
import { seedScenario } from '@mocks/seed'
import { newId } from '@mocks/services/ids'
import { injectFault } from '@mocks/testing/faults'

import { withMockServer } from '../msw'
import { renderRoute } from '../render-route'

/**
 * FAQ and Support Centre (issue 17 points 5 and 6; spec part 2 sections 2 to 5, 8 and 9): the
 * signed-in pages of both roles and the public page, in the real route tree against the mock
 * backend.
 */
withMockServer()

const WAIT = { timeout: 5_000 }
type View = Awaited<ReturnType<typeof renderRoute>>

const questionsShown = () =>
  within(screen.getByRole('main'))
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent)

const categoryNav = () => screen.getByRole('navigation', { name: 'FAQ categories' })

async function openFaq(url: string, as: 'counsellor' | 'student' | null): Promise<View> {
  await seedScenario('demo')
  const view = await renderRoute(url, { as, scenario: null })
  await screen.findByRole('navigation', { name: 'FAQ categories' }, WAIT)
  return view
}

function questionsOf(role: 'counsellor' | 'student', category?: string) {
  return db.faqs
    .findMany((q) => q.where((faq) => faq.role === role))
    .sort((a, b) => a.order - b.order)
    .filter((faq) => category === undefined || faq.category === category)
}

const ticketAbout = (question: string) =>
  db.supportRequests.all().find((ticket) => ticket.question === question)

function pdfFile(name = 'screenshot.pdf', size = 200): File {
  const content = new Uint8Array(size)
  content.set(new TextEncoder().encode('%PDF-1.4'))
  return new File([content], name, { type: 'application/pdf' })
}

describe('FAQ and Support Centre, signed in', () => {
  it.each([
    ['counsellor', '/counselor-faq-support'],
    ['student', '/student-faq-support'],
  ] as const)(
    'shows the %s the first category, its questions, and breadcrumbs',
    async (role, url) => {
      await openFaq(url, role)
      expect(
        screen.getByRole('heading', { level: 1, name: 'FAQ and Support Centre' }),
      ).toBeVisible()
      const trail = screen.getByRole('navigation', { name: 'Breadcrumb' })
      expect(trail).toHaveTextContent(/Home.*Support.*FAQ and Support Centre/)
      const first = questionsOf(role)[0]!.category
      expect(
        within(categoryNav()).getByRole('button', { name: 'Getting Started' }),
      ).toHaveAttribute('aria-current', 'true')
      expect(first).toBe('getting-started')
      expect(questionsShown()).toEqual(questionsOf(role, first).map((faq) => faq.question))
      // Only the caller's role's categories.
      const roleCategories = new Set(questionsOf(role).map((faq) => faq.category))
      expect(within(categoryNav()).getAllByRole('button')).toHaveLength(roleCategories.size)
    },
  )

  it('opens one answer at a time and renders answers through the sanitiser', async () => {
    await seedScenario('demo')
    const [first] = questionsOf('counsellor', 'getting-started')
    await db.faqs.update((q) => q.where({ id: first!.id }), {
      data(faq) {
        faq.answer =
          '<p>Safe <strong>bold</strong></p><img src=x onerror="window.__faqXss=1"><script>window.__faqXss=2</script>'
      },
    })
    const { user } = await renderRoute('/counselor-faq-support', {
      as: 'counsellor',
      scenario: null,
    })
    await screen.findByRole('navigation', { name: 'FAQ categories' }, WAIT)
    const [one, two] = questionsShown()
    await user.click(screen.getByRole('button', { name: one! }))
    expect(screen.getByRole('button', { name: one! })).toHaveAttribute('aria-expanded', 'true')
    const region = screen.getByRole('region', { name: one! })
    expect(within(region).getByText('bold').tagName).toBe('STRONG')
    expect(region.innerHTML).not.toMatch(/<script|onerror/)
    expect((window as { __faqXss?: number }).__faqXss).toBeUndefined()
    await user.click(screen.getByRole('button', { name: two! }))
    expect(screen.getByRole('button', { name: one! })).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getByRole('button', { name: two! })).toHaveAttribute('aria-expanded', 'true')
  })

  it('changing category shows its questions on page 1 with every answer closed', async () => {
    await seedScenario('demo')
    // Seven more in Chat: two pages of five.
    for (let index = 0; index < 7; index += 1) {
      await db.faqs.create({
        id: newId(),
        order: 100 + index,
        role: 'counsellor',
        category: 'chat',
        question: `Extra chat question ${index + 1}?`,
        answer: `<p>Answer ${index + 1}</p>`,
      })
    }
    const { user } = await renderRoute('/counselor-faq-support', {
      as: 'counsellor',
      scenario: null,
    })
    await screen.findByRole('navigation', { name: 'FAQ categories' }, WAIT)
    // One category page only: no pagination.
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull()
    await user.click(screen.getByRole('button', { name: questionsShown()[0]! }))

    await user.click(within(categoryNav()).getByRole('button', { name: 'Chat' }))
    const chat = questionsOf('counsellor', 'chat').map((faq) => faq.question)
    expect(chat).toHaveLength(8)
    expect(questionsShown()).toEqual(chat.slice(0, 5))
    expect(screen.queryByRole('button', { expanded: true })).toBeNull()
    const pages = screen.getByRole('navigation', { name: 'Pagination' })
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled()
    expect(within(pages).getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    )

    await user.click(screen.getByRole('button', { name: chat[1]! }))
    await user.click(within(pages).getByRole('button', { name: 'Next' }))
    expect(questionsShown()).toEqual(chat.slice(5))
    expect(screen.queryByRole('button', { expanded: true })).toBeNull()
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled()

    // Another category and back: page 1 again.
    await user.click(within(categoryNav()).getByRole('button', { name: 'Getting Started' }))
    await user.click(within(categoryNav()).getByRole('button', { name: 'Chat' }))
    expect(questionsShown()).toEqual(chat.slice(0, 5))
  })

  it('searches every category, highlights the match as text, and says when nothing matches', async () => {
    const { user } = await openFaq('/counselor-faq-support', 'counsellor')
    const search = screen.getByRole('searchbox', { name: 'Search questions' })
    await user.type(search, 'PASSWORD')
    const results = await screen.findByRole('region', { name: 'Search results' }, WAIT)
    const expected = questionsOf('counsellor')
      .filter((faq) => faq.question.toLowerCase().includes('password'))
      .map((faq) => faq.question)
    expect(expected.length).toBeGreaterThan(0)
    expect(questionsShown()).toEqual(expected.slice(0, 5))
    expect(screen.queryByRole('navigation', { name: 'FAQ categories' })).toBeNull()
    const marks = within(results).getAllByTestId('search-highlight')
    expect(marks.map((mark) => mark.textContent?.toLowerCase())).toContain('password')

    await user.clear(search)
    await user.type(search, '<b>x</b>')
    expect(await screen.findByText(FAQ_MESSAGES.noResults, {}, WAIT)).toBeVisible()
    expect(screen.getByRole('main').innerHTML).not.toContain('<b>')

    await user.clear(search)
    await screen.findByRole('navigation', { name: 'FAQ categories' }, WAIT)
  })

  it('finds a question whose text looks like HTML, and shows it as typed', async () => {
    await seedScenario('demo')
    const question = 'Can I use <img src=x onerror=alert(1)> in notes?'
    await db.faqs.create({
      id: newId(),
      order: 200,
      role: 'student',
      category: 'chat',
      question,
      answer: '<p>No.</p>',
    })
    const { user } = await renderRoute('/student-faq-support', { as: 'student', scenario: null })
    await screen.findByRole('navigation', { name: 'FAQ categories' }, WAIT)
    await user.type(screen.getByRole('searchbox', { name: 'Search questions' }), '<img src=x')
    const results = await screen.findByRole('region', { name: 'Search results' }, WAIT)
    expect(within(results).getByRole('button', { name: question })).toBeVisible()
    expect(within(results).getByTestId('search-highlight')).toHaveTextContent('<img src=x')
    expect(results.innerHTML).not.toContain('<img')
  })

  it('says so when there are no questions', async () => {
    await seedScenario('demo')
    db.faqs.deleteMany((q) => q.where((faq) => faq.role === 'student'))
    await renderRoute('/student-faq-support', { as: 'student', scenario: null })
    expect(await screen.findByText(FAQ_MESSAGES.empty, {}, WAIT)).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull()
  })

  it('shows empty lists with Retry when the read fails, and the questions after Retry', async () => {
    await seedScenario('demo')
    injectFault('fetchFaqs', 500, { times: 1 })
    const { user } = await renderRoute('/student-faq-support', { as: 'student', scenario: null })
    expect(await screen.findByText(FAQ_MESSAGES.empty, {}, WAIT)).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Retry' }))
    await screen.findByRole('navigation', { name: 'FAQ categories' }, WAIT)
    expect(questionsShown().length).toBeGreaterThan(0)
  })
})

describe('Need More Help', () => {
  /** The file the form holds: the file field's list, named by its label (issue 28). */
  const attachment = (dialog: HTMLElement) =>
    within(dialog).findByRole('list', { name: 'Attachment (optional)' }, WAIT)

  async function openForm(role: 'counsellor' | 'student' = 'student') {
    const view = await openFaq(
      role === 'student' ? '/student-faq-support' : '/counselor-faq-support',
      role,
    )
    await view.user.click(screen.getByRole('button', { name: 'Need More Help' }))
    const dialog = await screen.findByRole('dialog', { name: 'Submit your request' }, WAIT)
    return { ...view, dialog }
  }

  it('raises a ticket with a file, says so, and closes', async () => {
    const { user, dialog } = await openForm('student')
    const submit = within(dialog).getByRole('button', { name: 'Submit' })
    expect(submit).toBeDisabled()
    await user.type(within(dialog).getByLabelText(/^Description/), 'My pathway steps do not load.')
    await user.upload(within(dialog).getByLabelText('Attachment (optional)'), pdfFile())
    expect(await attachment(dialog)).toHaveTextContent('screenshot.pdf')
    await user.click(submit)
    expect(await screen.findByText(FAQ_MESSAGES.ticketRaised, {}, WAIT)).toBeVisible()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const ticket = ticketAbout('My pathway steps do not load.')
    expect(ticket?.question).toBe('My pathway steps do not load.')
    expect(ticket?.fileName).toBe('screenshot.pdf')
    expect(ticket?.attachment).toMatch(/^data:application\/pdf;base64,JVBERi0xLjQ/)
  })

  it('says Submitting... with both buttons off while the request is on its way', async () => {
    const { user, dialog } = await openForm('counsellor')
    injectFault('createSupportRequest', { delayMs: 400 }, { times: 1 })
    await user.type(within(dialog).getByLabelText(/^Description/), 'Where is my invoice?')
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }))
    expect(await within(dialog).findByRole('button', { name: 'Submitting...' })).toBeDisabled()
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled()
    // Its close button too: the answer, or the failure, belongs in this modal (issue 27).
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeDisabled()
    await user.keyboard('{Escape}')
    expect(screen.getByRole('dialog', { name: 'Submit your request' })).toBeVisible()
    expect(await screen.findByText(FAQ_MESSAGES.ticketRaised, {}, WAIT)).toBeVisible()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('checks the description, with messages that clear on editing', async () => {
    const { user, dialog } = await openForm('counsellor')
    const description = within(dialog).getByLabelText(/^Description/)
    const submit = within(dialog).getByRole('button', { name: 'Submit' })
    await user.type(description, '   ')
    expect(submit).toBeDisabled()
    await user.type(description, 'short')
    await user.click(submit)
    expect(await within(dialog).findByText(HELP_REQUEST_MESSAGES.tooShort)).toBeVisible()
    await user.type(description, '1')
    expect(within(dialog).queryByText(HELP_REQUEST_MESSAGES.tooShort)).toBeNull()
    await user.clear(description)
    await user.type(description, '1234567890 !!')
    await user.click(submit)
    expect(await within(dialog).findByText(HELP_REQUEST_MESSAGES.noLetter)).toBeVisible()
    expect(db.supportRequests.all().filter((ticket) => ticket.question.startsWith('1234'))).toEqual(
      [],
    )
  })

  it('refuses a wrong or oversized file before reading it, with a message that clears', async () => {
    const { user, dialog } = await openForm('student')
    const input = within(dialog).getByLabelText('Attachment (optional)')
    await user.upload(input, new File(['hello'], 'notes.pdf', { type: 'application/pdf' }))
    expect(
      await within(dialog).findByText('Only PDF, DOCX, PNG, JPG, JPEG or MP4 files are allowed.'),
    ).toBeVisible()
    const big = pdfFile('big.pdf', 8)
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 })
    await user.upload(input, big)
    expect(await within(dialog).findByText('File size should be less than 5 MB')).toBeVisible()
    expect(within(dialog).queryByText(/Only PDF/)).toBeNull()
    await user.upload(input, pdfFile())
    await waitFor(() => expect(within(dialog).queryByText(/less than 5 MB/)).toBeNull())
  })

  it('takes an attached file off again with Remove, and sends the request without it', async () => {
    const { user, dialog } = await openForm('student')
    await user.type(within(dialog).getByLabelText(/^Description/), 'No file after all, thanks.')
    await user.upload(within(dialog).getByLabelText('Attachment (optional)'), pdfFile('wrong.pdf'))
    expect(await attachment(dialog)).toHaveTextContent('wrong.pdf')
    await user.click(within(dialog).getByRole('button', { name: 'Remove wrong.pdf' }))
    expect(within(dialog).queryByRole('list', { name: 'Attachment (optional)' })).toBeNull()
    // The picker is back, for another file.
    expect(within(dialog).getByLabelText('Attachment (optional)')).toHaveAttribute('type', 'file')
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText(FAQ_MESSAGES.ticketRaised, {}, WAIT)).toBeVisible()
    expect(ticketAbout('No file after all, thanks.')?.fileName).toBeNull()
  })

  it('says what the server says when the day’s limit of requests is reached', async () => {
    const { user, dialog } = await openForm('student')
    injectFault('createSupportRequest', 429, {
      times: 1,
      message: 'You have sent 10 help requests today. Please try again tomorrow.',
    })
    await user.type(within(dialog).getByLabelText(/^Description/), 'One more question, please.')
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }))
    expect(
      await within(dialog).findByText(
        'You have sent 10 help requests today. Please try again tomorrow.',
        {},
        WAIT,
      ),
    ).toBeVisible()
    expect(within(dialog).queryByText(FAQ_MESSAGES.ticketFailed)).toBeNull()
  })

  it('keeps the text and the file when the request fails, and sends them on a retry', async () => {
    const { user, dialog } = await openForm('student')
    injectFault('createSupportRequest', 500, { times: 1 })
    const description = within(dialog).getByLabelText(/^Description/)
    await user.type(description, 'Please help me with my profile.')
    await user.upload(within(dialog).getByLabelText('Attachment (optional)'), pdfFile('help.pdf'))
    expect(await attachment(dialog)).toHaveTextContent('help.pdf')
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }))
    expect(await within(dialog).findByText(FAQ_MESSAGES.ticketFailed, {}, WAIT)).toBeVisible()
    expect(description).toHaveValue('Please help me with my profile.')
    expect(await attachment(dialog)).toHaveTextContent('help.pdf')
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText(FAQ_MESSAGES.ticketRaised, {}, WAIT)).toBeVisible()
    expect(ticketAbout('Please help me with my profile.')?.fileName).toBe('help.pdf')
  })
})

describe('Public FAQ', () => {
  it('offers Login, Sign up, Back to login and mails support for more help', async () => {
    await openFaq('/faq', null)
    expect(screen.getByRole('heading', { level: 1, name: 'FAQ and Support Centre' })).toBeVisible()
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth/login')
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/auth/registration',
    )
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute(
      'href',
      '/auth/login',
    )
    expect(screen.getByRole('link', { name: 'Need More Help' })).toHaveAttribute(
      'href',
      `mailto:${env.supportEmail}`,
    )
  })

  it("toggles Catalyst and Student, showing only that role's categories and questions", async () => {
    const { user } = await openFaq('/faq', null)
    const catalyst = screen.getByRole('button', { name: 'Catalyst' })
    expect(catalyst).toHaveAttribute('aria-pressed', 'true')
    const navNames = () =>
      within(categoryNav())
        .getAllByRole('button')
        .map((button) => button.textContent)
    expect(navNames()).toContain('Billing and Plans')
    expect(navNames()).not.toContain('Pathways')
    expect(questionsShown()).toEqual(
      questionsOf('counsellor', 'getting-started').map((faq) => faq.question),
    )

    await user.click(screen.getByRole('button', { name: 'Student' }))
    expect(screen.getByRole('button', { name: 'Student' })).toHaveAttribute('aria-pressed', 'true')
    expect(navNames()).toContain('Pathways')
    expect(navNames()).not.toContain('Billing and Plans')
    expect(questionsShown()).toEqual(
      questionsOf('student', 'getting-started').map((faq) => faq.question),
    )
  })

  it("searches the chosen role's questions", async () => {
    const { user } = await openFaq('/faq', null)
    await user.click(screen.getByRole('button', { name: 'Student' }))
    await user.type(screen.getByRole('searchbox', { name: 'Search questions' }), 'pathway')
    await screen.findByRole('region', { name: 'Search results' }, WAIT)
    const expected = questionsOf('student')
      .filter((faq) => faq.question.toLowerCase().includes('pathway'))
      .map((faq) => faq.question)
    expect(questionsShown()).toEqual(expected.slice(0, 5))
  })

  it('shows empty lists with Retry when the read fails', async () => {
    await seedScenario('demo')
    injectFault('fetchPublicFaqs', 'network', { times: 1 })
    const { user } = await renderRoute('/faq', { scenario: null })
    expect(await screen.findByText(FAQ_MESSAGES.empty, {}, WAIT)).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Retry' }))
    await screen.findByRole('navigation', { name: 'FAQ categories' }, WAIT)
  })
})

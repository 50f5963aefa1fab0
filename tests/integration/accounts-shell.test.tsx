import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'

import { LANGUAGE_STORAGE_KEY } from '@/lib/language'
import { createUser, PASSWORD } from '@mocks/testing/fixtures'

import { withMockServer } from '../msw'
import { renderRoute } from '../render-route'

withMockServer()

beforeEach(() => {
  localStorage.removeItem(LANGUAGE_STORAGE_KEY)
  document.documentElement.removeAttribute('lang')
})

type User = Awaited<ReturnType<typeof renderRoute>>['user']

async function openProfileMenu(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Open profile menu' }))
  return screen.findByRole('menu')
}

describe('profile menu (spec part 1 sections 1 and 2)', () => {
  it('has My Profile, a Language entry offering English only, kept in local storage, and Sign Out', async () => {
    const { user } = await renderRoute('/dashboard', { as: 'counsellor' })
    const menu = await openProfileMenu(user)
    expect(within(menu).getByRole('menuitem', { name: 'My Profile' })).toBeInTheDocument()
    expect(within(menu).getByRole('menuitem', { name: 'Sign Out' })).toBeInTheDocument()

    const languages = within(menu).getByRole('group', { name: 'Language' })
    const offered = within(languages).getAllByRole('menuitemradio')
    expect(offered.map((item) => item.textContent)).toEqual(['English'])
    // English by default, before anything is stored.
    expect(offered[0]).toBeChecked()

    await user.click(within(languages).getByRole('menuitemradio', { name: 'English' }))
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en')
    expect(document.documentElement).toHaveAttribute('lang', 'en')
  })

  it('shows a long e-mail address whole (wrapped, and as a title), not cut off', async () => {
    const email = 'kavya.iyer.career-guidance@counselling.example.org'
    const { user } = await renderRoute('/auth/login')
    await createUser({ role: 'student', email, firstName: 'Kavya', lastName: 'Iyer' })
    await user.type(await screen.findByLabelText(/^email/i), email)
    await user.type(screen.getByLabelText(/^password/i), PASSWORD)
    await user.click(screen.getByRole('button', { name: 'Sign in' }))

    const menu = await openProfileMenu(user)
    const address = within(menu).getByText(email)
    expect(address).toHaveTextContent(new RegExp(`^${email.replace(/\./g, '\\.')}$`))
    expect(address).toHaveAttribute('title', email)
    // Cut off with an ellipsis before; it now wraps (the width is checked in Chromium,
    // tests/e2e/forms-layout.spec.ts).
    expect(address).not.toHaveClass('truncate')
    expect(within(menu).getByText('Kavya Iyer')).toHaveAttribute('title', 'Kavya Iyer')
  })
})

describe('registration Get Help (spec part 1 section 2)', () => {
  it('links to /faq on every step of the wizard', async () => {
    const { user } = await renderRoute('/auth/registration')
    const getHelp = () => screen.getByRole('link', { name: 'Get Help' })

    // Step 1: profile type.
    expect(await screen.findByRole('radio', { name: 'Student' })).toBeInTheDocument()
    expect(getHelp()).toHaveAttribute('href', '/faq')

    // Step 2: personal details.
    await user.click(screen.getByRole('radio', { name: 'Student' }))
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    expect(await screen.findByLabelText(/^first name/i)).toBeInTheDocument()
    expect(getHelp()).toHaveAttribute('href', '/faq')
    // Step 3 (verification) is checked in auth-flows.test.tsx, after a real sign-up.
  })
})

import { expect, userEvent, within } from 'storybook/test'

import { RESEND_COOLDOWN_KEY } from './cooldown'

/**
 * Shared steps of the auth screens' stories (play functions). Stories only: nothing in the app
 * imports this file.
 */
type Canvas = HTMLElement

/** The route's code loads on demand: the first lookup of a story waits longer than usual. */
export const FIRST_RENDER = { timeout: 5000 }

/** Stories share one browser tab: start each without a resend cooldown left by another. */
export const clearCooldowns = () => {
  sessionStorage.removeItem(RESEND_COOLDOWN_KEY)
  return Promise.resolve({})
}

export async function pickCountry(root: Canvas, name: string) {
  const canvas = within(root)
  await userEvent.click(await canvas.findByRole('combobox', { name: /^country$/i }))
  // The list renders in a portal, outside the story's canvas.
  const page = within(document.body)
  await userEvent.type(await page.findByRole('combobox', { name: 'Search countries' }), name)
  await userEvent.click(await page.findByRole('option', { name: new RegExp(`^${name}`) }))
}

export async function chooseProfileType(root: Canvas, type: 'Catalyst' | 'Student') {
  const canvas = within(root)
  await userEvent.click(await canvas.findByRole('radio', { name: type }, FIRST_RENDER))
  await userEvent.click(canvas.getByRole('button', { name: 'Continue' }))
  await expect(await canvas.findByRole('heading', { level: 2 })).toBeVisible()
}

export async function fillRegistration(root: Canvas, email = 'kavya.iyer@example.com') {
  const canvas = within(root)
  await userEvent.type(await canvas.findByLabelText(/^first name/i), 'Kavya')
  await userEvent.type(canvas.getByLabelText(/^last name/i), 'Iyer')
  await userEvent.type(canvas.getByLabelText(/^email/i), email)
  await userEvent.type(canvas.getByLabelText(/^password/i), 'Bright#Future9')
  await userEvent.type(canvas.getByLabelText(/^confirm password/i), 'Bright#Future9')
  await pickCountry(root, 'India')
  await userEvent.type(canvas.getByLabelText(/^contact number/i), '9876501234')
  await userEvent.click(canvas.getByRole('checkbox', { name: /I accept the Terms of Use/ }))
}

export async function requestCode(root: Canvas, email: string) {
  const canvas = within(root)
  await userEvent.type(await canvas.findByLabelText(/^email/i, {}, FIRST_RENDER), email)
  await userEvent.click(canvas.getByRole('button', { name: 'Send code' }))
}

export async function typeCode(root: Canvas, code: string) {
  const canvas = within(root)
  await userEvent.click(await canvas.findByRole('textbox', { name: 'Digit 1 of 6' }))
  await userEvent.keyboard(code)
}

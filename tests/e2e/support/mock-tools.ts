import { expect, type Locator, type Page } from '@playwright/test'

/**
 * Reading e-mails the way a tester does: in the "Mock tools" panel's Mailbox tab (mock mode
 * only, mocks/dev-panel). No back door into the mock db.
 */

/** Subjects of the code e-mails the mock identity service sends (mocks/handlers/accounts/otp.ts). */
export const CODE_MAIL_SUBJECTS = {
  signup: 'Your Catalyst verification code',
  reset: 'Your Catalyst password reset code',
} as const
export type CodeMailKind = keyof typeof CODE_MAIL_SUBJECTS

/** The open Mock tools panel (a non-modal dialog). */
export function mockToolsPanel(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Mock tools' })
}

/**
 * Opens Mock tools on its Mailbox tab, filtered to `recipient`, and returns that recipient's code
 * e-mails of `kind`, newest first. The tab lists what was sent when it opened, then polls every
 * second.
 */
export async function openMailbox(page: Page, recipient: string, kind: CodeMailKind = 'signup') {
  const panel = mockToolsPanel(page)
  if (!(await panel.isVisible())) {
    await page.getByRole('button', { name: 'Mock tools', exact: true }).click()
  }
  await panel.getByRole('tab', { name: 'Mailbox' }).click()
  await panel.getByLabel('Filter by recipient').fill(recipient)
  return panel.getByRole('listitem').filter({ hasText: CODE_MAIL_SUBJECTS[kind] })
}

export async function closeMockTools(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Close mock tools' }).click()
  await expect(mockToolsPanel(page)).toBeHidden()
}

/**
 * The 6-digit code of the newest `kind` e-mail to `recipient`, read off the Mailbox tab; the panel
 * is closed again so it covers nothing. Call it once the screen has confirmed the send (a toast or
 * the next step), so the newest e-mail is the one just sent.
 */
export async function readLatestCode(
  page: Page,
  recipient: string,
  kind: CodeMailKind = 'signup',
): Promise<string> {
  const mails = await openMailbox(page, recipient, kind)
  const code = mails.first().getByText(/^\d{6}$/)
  await expect(code).toBeVisible()
  const text = (await code.textContent())?.trim() ?? ''
  await closeMockTools(page)
  return text
}

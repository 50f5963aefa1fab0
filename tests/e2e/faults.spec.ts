import { expect, test } from './support/csp'

import { activeFaults, clearFaults, injectFault, withFaults } from './support/faults'
import { field } from './support/forms'
import { mockToolsPanel } from './support/mock-tools'
import { signIn } from './support/sign-in'

const counsellor = 'counsellor@catalyst.demo'

test('?mock-fault= fails sign-in until the fault is cleared in Mock tools, across a reload', async ({
  page,
}) => {
  await page.goto(withFaults('/auth/login?mock-reset', [{ operationId: 'signIn', kind: 500 }]))
  await expect(page.getByRole('heading', { name: 'Sign in to Catalyst' })).toBeVisible()
  // The parameter leaves the address bar; the fault stays for the tab.
  await expect(page).toHaveURL(/\/auth\/login$/)

  await signIn(page, counsellor)
  await expect(page.getByText('Something went wrong')).toBeVisible()
  await expect(page.getByText('The login details are incorrect')).toBeVisible()
  await expect(field(page, 'Email')).toHaveValue(counsellor)

  await page.reload()
  await signIn(page, counsellor)
  await expect(page.getByText('The login details are incorrect')).toBeVisible()

  await page.getByRole('button', { name: 'Mock tools', exact: true }).click()
  const panel = mockToolsPanel(page)
  await panel.getByRole('tab', { name: 'Faults' }).click()
  await expect(panel.getByText('signIn:500')).toBeVisible()
  await expect(panel.getByText(/^until removed, hit \d+ times?$/)).toBeVisible()
  await panel.getByRole('button', { name: 'Clear all' }).click()
  await expect(panel.getByText('None: every call is answered as usual.')).toBeVisible()
  await page.getByRole('button', { name: 'Close mock tools' }).click()

  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
})

test('window.catalystMocks injects a network fault and refuses one the contract forbids', async ({
  page,
}) => {
  await page.goto('/auth/forgot-password?mock-reset')
  await expect(field(page, 'Email')).toBeVisible()
  await expect(injectFault(page, { operationId: 'forgetPassword', kind: 404 })).rejects.toThrow(
    'forgetPassword does not declare 404 in the contract',
  )
  await injectFault(page, { operationId: 'forgetPassword', kind: 'network', times: 1 })
  expect(await activeFaults(page)).toEqual([
    { operationId: 'forgetPassword', kind: 'network', times: 1 },
  ])

  await field(page, 'Email').fill(counsellor)
  await page.getByRole('button', { name: 'Send code' }).click()
  await expect(page.getByText('Network error or no response from server')).toBeVisible()
  await expect(field(page, 'Email')).toHaveValue(counsellor)
  // Used once, the fault is gone: the next try goes through.
  expect(await activeFaults(page)).toEqual([])
  await clearFaults(page)
  await page.getByRole('button', { name: 'Send code' }).click()
  await expect(page.getByText('OTP has been sent to this email!!')).toBeVisible()
})

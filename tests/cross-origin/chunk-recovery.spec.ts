import { expect, test } from '../e2e/support/csp'
import { server } from './support/control'
import { takeServerTurns } from './support/server-turn'

/**
 * A lazy chunk that fails to load (a flaky network, a deploy in between) must not leave the user
 * stuck: the route's error page says the network failed and offers Retry, and Retry requests the
 * chunk again and shows the page, without reloading it. Run on the production build with mocking
 * off: the demo build's service worker would hide the chunk requests from the test.
 */
takeServerTurns(test)
test.beforeEach(() => server.reset())

test('a page whose chunk failed to load shows on Retry, without a reload', async ({ page }) => {
  let failing = true
  let requests = 0
  await page.route(/\/assets\/forgot-password-[^/]+\.js(\?.*)?$/, async (route) => {
    requests++
    return failing ? route.abort('failed') : route.continue()
  })
  const loads: string[] = []
  page.on('load', () => loads.push(new URL(page.url()).pathname))
  await page.goto('/auth/login')
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible()

  await page.getByRole('link', { name: 'Forgot password?' }).click()
  const retry = page.getByRole('button', { name: 'Retry' })
  await expect(retry).toBeVisible()
  await expect(page.getByText('Network error or no response from server')).toBeVisible()
  const failedRequests = requests
  const loadsBeforeRetry = loads.length

  failing = false
  await retry.click()
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible()
  expect(requests, 'Retry requested the chunk again').toBeGreaterThan(failedRequests)
  expect(loads.length, 'no reload on Retry').toBe(loadsBeforeRetry)
})

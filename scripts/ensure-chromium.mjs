// Finds a Chromium for Playwright: CHROMIUM_PATH, Playwright's own browser, or the system's.
// When none is there it installs Debian's (apt-get install -y chromium), since Playwright's
// own download cannot run on these machines. Prints the path it found.
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const candidates = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
].filter(Boolean)

export async function findChromium() {
  for (const path of candidates) if (existsSync(path)) return path
  try {
    const { chromium } = await import('@playwright/test')
    const path = chromium.executablePath()
    if (path && existsSync(path)) return path
  } catch {
    // Playwright's own browser is not installed.
  }
  return null
}

async function main() {
  let path = await findChromium()
  if (!path) {
    const sudo = process.getuid?.() === 0 ? '' : 'sudo '
    console.log('No Chromium found: installing Debian chromium...')
    execSync(`${sudo}apt-get update -qq && ${sudo}apt-get install -y -qq chromium`, {
      stdio: 'inherit',
    })
    path = await findChromium()
  }
  if (!path) {
    console.error('Could not find or install Chromium. Set CHROMIUM_PATH to a Chromium binary.')
    process.exit(1)
  }
  console.log(`Chromium: ${path}`)
}

if (import.meta.url === `file://${process.argv[1]}`) await main()

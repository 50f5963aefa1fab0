// Facts from the demo seed the bench needs (accounts to sign in with, a real learning hub for its
// public page), read from the seed's own modules so they never drift from it.
import { fileURLToPath } from 'node:url'

import { runnerImport } from 'vite'

const root = fileURLToPath(new URL('../../', import.meta.url))
const alias = { '@': `${root}src`, '@mocks': `${root}mocks` }

export async function readSeedFacts() {
  const options = { configFile: false, logLevel: 'error', resolve: { alias } }
  const [{ module: accounts }, { module: template }] = await Promise.all([
    runnerImport(`${root}mocks/seed/demo-accounts.ts`, options),
    runnerImport(`${root}mocks/seed/demo-template.ts`, options),
  ])
  const { data } = template.buildDemoTemplate()
  const hub = data.learnHubs[0]
  if (!hub) throw new Error('The demo seed has no learning hub for the public learning-hub page')
  // The demo student, connected to the demo Catalyst (the large scenario builds on the demo one).
  const student = data.users.find((user) => user.email === accounts.demoAccounts.student.email)
  if (!student) throw new Error('The demo seed has no demo student')
  return {
    accounts: accounts.demoAccounts,
    params: { hubId: hub.id, hubName: hub.name ?? hub.title ?? 'hub', studentId: student.id },
  }
}

/** A route's URL with `{param}` placeholders filled from the seed facts. */
export function fillPath(path, params) {
  return path.replace(/\{(\w+)\}/g, (_, name) => {
    if (params[name] === undefined) throw new Error(`No seed value for {${name}} in ${path}`)
    return encodeURIComponent(String(params[name]))
  })
}

import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import type { TestType } from '@playwright/test'

import { crossOrigin } from './servers'

/**
 * One server, one database: the cross-origin files take turns. `fullyParallel: false` keeps a
 * file's tests in order, but two workers (CI runs two) still run two files at once, and one
 * file's reset wipes what the other's tests are doing. Each file holds this lock from its first
 * test to its last: a directory made atomically beside the system's temporary files, named by
 * the server's control port, holding the owner's process id (a lock whose owner has died is
 * taken over).
 */
const LOCK = join(tmpdir(), `catalyst-cross-origin-${crossOrigin.controlPort}.lock`)
const OWNER = join(LOCK, 'pid')
/** Long enough for the longest file (the journey) to finish first. */
const WAIT_MS = 5 * 60_000

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

async function acquire(): Promise<void> {
  for (;;) {
    try {
      await mkdir(LOCK)
      await writeFile(OWNER, String(process.pid))
      return
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    const owner = Number(await readFile(OWNER, 'utf8').catch(() => ''))
    // No id: its owner is between the two steps above, or died there (then the lock is old).
    const made = await stat(LOCK).then(
      (info) => info.mtimeMs,
      () => Date.now(),
    )
    const abandoned = owner ? !alive(owner) : Date.now() - made > 10_000
    if (abandoned) await rm(LOCK, { recursive: true, force: true })
    else await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

async function release(): Promise<void> {
  const owner = Number(await readFile(OWNER, 'utf8').catch(() => ''))
  if (owner === process.pid) await rm(LOCK, { recursive: true, force: true })
}

/** Makes the calling file wait for its turn on the server before its first test. */
export function takeServerTurns<T extends object, W extends object>(test: TestType<T, W>): void {
  test.beforeAll(async () => {
    test.setTimeout(WAIT_MS)
    await acquire()
  })
  test.afterAll(release)
}

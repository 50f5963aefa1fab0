import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/** The repository's root, where git and the paths below are relative to. */
export const root = fileURLToPath(new URL('../../', import.meta.url))

/**
 * The files git tracks or would add, relative to the root: what a contributor wrote or
 * generated, new files not yet committed included, never node_modules, builds or reports
 * (git-ignored).
 */
export function trackedFiles(): string[] {
  const args = ['ls-files', '-z', '--cached', '--others', '--exclude-standard']
  return execFileSync('git', args, { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file && existsSync(`${root}${file}`))
}

/** Code written by the generators (`npm run generate`): its size and shape are theirs. */
export const GENERATED = [/^src\/api\/generated\//, /\.gen\.ts$/]

export const isGenerated = (file: string) => GENERATED.some((pattern) => pattern.test(file))

export const readTracked = (file: string) => readFileSync(`${root}${file}`, 'utf8')

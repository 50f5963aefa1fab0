import * as svgFlags from 'country-flag-icons/string/3x2'

/*
 * Country flags as SVG images (country-flag-icons, 3:2). Emoji flags need an emoji font, which
 * many Linux and some Windows machines lack: they showed empty boxes or two letters there.
 *
 * All flags weigh about 50 KiB gzip, so this module is NOT re-exported from ./index: only the
 * country picker imports it, which lands it in the lazy chunk of the sign-up details steps,
 * beside the picker's list. The sign-in page and the registration wizard's first step never load
 * it (bench/budgets.json lists it as a heavy module allowed in no route's initial JS).
 */
const flags: Readonly<Record<string, string | undefined>> = svgFlags
const urls = new Map<string, string>()

/**
 * A `data:` URL of the flag of the country with this ISO 3166-1 alpha-2 code (any case), for an
 * `<img>`; undefined when the package has none. An SVG in an `<img>` runs no script, and the
 * Content-Security-Policy allows `data:` images.
 */
export function flagImageUrl(code: string): string | undefined {
  const key = code.trim().toUpperCase()
  const cached = urls.get(key)
  if (cached) return cached
  const svg = flags[key]
  if (!svg) return undefined
  const url = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
  urls.set(key, url)
  return url
}

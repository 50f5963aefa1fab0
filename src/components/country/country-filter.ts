import type { Country } from '@/lib/countries'

/** The country picker's search: by name, ISO code, or the digits of the dial code. */
export function filterCountries(list: readonly Country[], query: string): Country[] {
  const q = query.trim().toLowerCase()
  if (!q) return [...list]
  const digits = q.replace(/^\+/, '')
  return list.filter(
    (country) =>
      country.name.toLowerCase().includes(q) ||
      country.code.toLowerCase() === q ||
      (/^\d+$/.test(digits) && country.dial_code.replace(/\D/g, '').startsWith(digits)),
  )
}

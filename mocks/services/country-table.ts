import type * as Countries from '@/lib/countries'

type CountryTable = Pick<
  typeof Countries,
  'contactLengthMessage' | 'findCountryByName' | 'nationalDigits' | 'withDialCode'
>

let table: CountryTable | undefined

/**
 * The country table (dial codes and number lengths, about 8 KiB gzipped) that the mock backend
 * answers and checks contact numbers with. It loads beside the seed rather than with the mock
 * backend's own code, which a first visit of the demo waits for (bench: "Mock mode on a first
 * visit"). Every operation waits for it before its resolver runs (mocks/handlers/http.ts), so
 * resolvers read it synchronously through countryTable().
 */
export const countryTableLoaded: Promise<void> = import('@/lib/countries').then((module) => {
  table = module
})

export function countryTable(): CountryTable {
  if (!table) throw new Error('The country table was read before it loaded')
  return table
}

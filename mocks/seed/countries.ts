import { eastCountries } from './countries-east'
import { westCountries } from './countries-west'

/** Every seeded country by key (the fields: country-info.ts). */
export const countries = { ...eastCountries, ...westCountries }

export type CountryKey = keyof typeof countries

// Countries, states and cities from the maintained `country-state-city` dataset (ISO 3166 codes,
// calling codes), so no place names are typed by hand.
import { createRequire } from 'node:module';
import type * as CountryStateCity from 'country-state-city';

let dataset: typeof CountryStateCity | undefined;

/**
 * The dataset is about 8 MB of JSON and takes a third of a second to load, so it is loaded on
 * first use (or by `warmGeo` once the server listens) rather than on the start path.
 */
function geo(): typeof CountryStateCity {
  dataset ??= createRequire(import.meta.url)('country-state-city') as typeof CountryStateCity;
  return dataset;
}

export function warmGeo(): void {
  geo();
}

export function listCountries() {
  return geo()
    .Country.getAllCountries()
    .map((country) => ({
      code: country.isoCode,
      name: country.name,
      areaCode: country.phonecode.replace(/^\+/, ''),
      flag: country.flag,
    }));
}

export function countryName(code: string): string | undefined {
  return geo().Country.getCountryByCode(code)?.name;
}

export function listStates(country: string) {
  return geo()
    .State.getStatesOfCountry(country.toUpperCase())
    .map((state) => ({
      code: state.isoCode,
      name: state.name,
    }));
}

export function listCities(country: string, state?: string) {
  const cities = state
    ? geo().City.getCitiesOfState(country.toUpperCase(), state)
    : (geo().City.getCitiesOfCountry(country.toUpperCase()) ?? []);
  return cities.map((city) => ({ name: city.name }));
}

/**
 * The province as stored: the dataset's name when the country has states (a state code or a name
 * is accepted); free text for countries the dataset has no states for. Undefined when not valid.
 */
export function resolveProvince(country: string, province: string): string | undefined {
  const states = geo().State.getStatesOfCountry(country);
  if (states.length === 0) return province;
  const wanted = province.toLowerCase();
  return states.find((s) => s.isoCode.toLowerCase() === wanted || s.name.toLowerCase() === wanted)
    ?.name;
}

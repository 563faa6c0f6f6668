// Countries, states and cities from the maintained `country-state-city` dataset (ISO 3166 codes,
// calling codes), so no place names are typed by hand.
import { City, Country, State } from 'country-state-city';

export function listCountries() {
  return Country.getAllCountries().map((country) => ({
    code: country.isoCode,
    name: country.name,
    areaCode: country.phonecode.replace(/^\+/, ''),
    flag: country.flag,
  }));
}

export function countryName(code: string): string | undefined {
  return Country.getCountryByCode(code)?.name;
}

export function listStates(country: string) {
  return State.getStatesOfCountry(country.toUpperCase()).map((state) => ({
    code: state.isoCode,
    name: state.name,
  }));
}

export function listCities(country: string, state?: string) {
  const cities = state
    ? City.getCitiesOfState(country.toUpperCase(), state)
    : (City.getCitiesOfCountry(country.toUpperCase()) ?? []);
  return cities.map((city) => ({ name: city.name }));
}

/**
 * The province as stored: the dataset's name when the country has states (a state code or a name
 * is accepted); free text for countries the dataset has no states for. Undefined when not valid.
 */
export function resolveProvince(country: string, province: string): string | undefined {
  const states = State.getStatesOfCountry(country);
  if (states.length === 0) return province;
  const wanted = province.toLowerCase();
  return states.find((s) => s.isoCode.toLowerCase() === wanted || s.name.toLowerCase() === wanted)
    ?.name;
}

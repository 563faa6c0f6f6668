// address!listCountry / listState / listCity: the country -> state -> city pickers and the
// calling codes, from the server's maintained dataset. Rarely change: cached for a day.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  addressListCity,
  addressListCountry,
  addressListState,
} from '../../../../domain/api/address.ts';
import { apiCall, apiKey } from '../../../lib/api-client.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

const countriesQueryOptions = () =>
  queryOptions({
    queryKey: apiKey('address!listCountry'),
    queryFn: ({ signal }) =>
      apiCall<typeof addressListCountry>('address!listCountry', {}, { signal }),
    staleTime: DAY_MS,
  });

const statesQueryOptions = (country: string) =>
  queryOptions({
    queryKey: apiKey('address!listState', { country }),
    queryFn: ({ signal }) =>
      apiCall<typeof addressListState>('address!listState', { country }, { signal }),
    staleTime: DAY_MS,
  });

const citiesQueryOptions = (country: string, state: string) =>
  queryOptions({
    queryKey: apiKey('address!listCity', { country, state }),
    queryFn: ({ signal }) =>
      apiCall<typeof addressListCity>('address!listCity', { country, state }, { signal }),
    staleTime: DAY_MS,
  });

export function useCountries() {
  return useQuery(countriesQueryOptions());
}

export function useStates(country: string) {
  return useQuery({ ...statesQueryOptions(country), enabled: country !== '' });
}

export function useCities(country: string, state: string) {
  return useQuery({ ...citiesQueryOptions(country, state), enabled: country !== '' });
}

// The one table of the API: every endpoint of the wire contract, by name. The server serves exactly
// these (a test checks), the API reference is generated from them, the client types its calls by them.
import type { Endpoint } from './define.ts';
import { getSyspara } from './settings.ts';

export const endpoints = {
  [getSyspara.name]: getSyspara,
} satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;

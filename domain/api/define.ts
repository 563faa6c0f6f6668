// How an endpoint of the wire contract is described: one record per `/api/<module>!<action>.action`,
// shared by the server (validation, routing, OpenAPI) and the client (types, fetchers).
import type { z } from 'zod';
import type { Permission } from '../operator/permissions.ts';

/** `read` calls accept GET and POST and may be cached; `write` calls accept POST only. */
export type EndpointMethod = 'read' | 'write';

/**
 * Who may call: anyone, anyone (user resolved when a token is sent), a logged-in buyer, a seller,
 * any operator (`admin` or `support`: reading and answering), an admin (moving money, settings).
 */
export type EndpointAuth = 'none' | 'optional' | 'user' | 'seller' | 'operator' | 'admin';

/** The operator roles: `support` reads and answers; `admin` also decides, moves money, changes settings. */
export const operatorRoles = ['admin', 'support'] as const;
export type OperatorRole = (typeof operatorRoles)[number];

/** Whether a caller holding `roles` may call an endpoint declared with `auth` (login assumed). */
export function rolesAllow(auth: EndpointAuth, roles: readonly string[]): boolean {
  if (auth === 'none' || auth === 'optional' || auth === 'user') return true;
  if (auth === 'operator') return operatorRoles.some((role) => roles.includes(role));
  return roles.includes(auth);
}

export interface Endpoint<
  Name extends string = string,
  Input extends z.ZodType = z.ZodType,
  Output extends z.ZodType = z.ZodType,
> {
  name: Name;
  method: EndpointMethod;
  auth: EndpointAuth;
  /**
   * Operator endpoints (`auth: 'operator' | 'admin'`) name the permissions that admit a caller
   * of a custom role, any one sufficing (domain/operator/permissions.ts); the built-in `admin`
   * and `support` roles are admitted by `auth` as before. Required there: the router refuses to
   * register an operator endpoint without them.
   */
  permissions?: readonly Permission[];
  /** Area of the product, used to group the API reference. */
  tag: string;
  summary: string;
  input: Input;
  output: Output;
  /** Money-moving or order-creating calls take an idempotency key. */
  idempotent?: boolean;
  /** Multipart upload calls. */
  multipart?: boolean;
}

export function defineEndpoint<
  const Name extends string,
  Input extends z.ZodType,
  Output extends z.ZodType,
>(endpoint: Endpoint<Name, Input, Output>): Endpoint<Name, Input, Output> {
  return endpoint;
}

export type EndpointInput<E extends Endpoint> = z.input<E['input']>;
export type EndpointParsedInput<E extends Endpoint> = z.output<E['input']>;
export type EndpointOutput<E extends Endpoint> = z.output<E['output']>;

/** The URL path of an endpoint, e.g. `/api/sellerGoods!list.action`. */
export function endpointPath(name: string): string {
  return name.startsWith('public/') ? `/${name}.action` : `/api/${name}.action`;
}

/** What an endpoint of an area states for itself; the area supplies the rest. */
export interface EndpointSpec<Input extends z.ZodType, Output extends z.ZodType> {
  summary: string;
  input: Input;
  output: Output;
  /** Overrides the area's. */
  auth?: EndpointAuth;
  /** Overrides the area's. */
  permissions?: readonly Permission[];
  idempotent?: boolean;
  multipart?: boolean;
}

/** The defaults an area's endpoints share: their tag, who may call, and (operator areas) permissions. */
export interface EndpointAreaDefaults {
  tag: string;
  auth: EndpointAuth;
  permissions?: readonly Permission[];
}

export interface EndpointArea {
  read<const Name extends string, Input extends z.ZodType, Output extends z.ZodType>(
    name: Name,
    spec: EndpointSpec<Input, Output>,
  ): Endpoint<Name, Input, Output>;
  write<const Name extends string, Input extends z.ZodType, Output extends z.ZodType>(
    name: Name,
    spec: EndpointSpec<Input, Output>,
  ): Endpoint<Name, Input, Output>;
}

/**
 * The terse form of `defineEndpoint` for a file of one area: the tag, auth and permissions are said
 * once, each endpoint gives its name, method (`read` / `write`), summary, input and output, and
 * overrides auth or permissions where it differs. The records are the same as `defineEndpoint`'s:
 * absent options stay absent (no key holding `undefined`), so the router, the roles check and the
 * API reference read them exactly as before.
 */
export function endpointArea(defaults: EndpointAreaDefaults): EndpointArea {
  const define =
    (method: EndpointMethod) =>
    <const Name extends string, Input extends z.ZodType, Output extends z.ZodType>(
      name: Name,
      spec: EndpointSpec<Input, Output>,
    ): Endpoint<Name, Input, Output> => {
      const permissions = spec.permissions ?? defaults.permissions;
      return {
        name,
        method,
        auth: spec.auth ?? defaults.auth,
        ...(permissions ? { permissions } : {}),
        tag: defaults.tag,
        summary: spec.summary,
        input: spec.input,
        output: spec.output,
        ...(spec.idempotent !== undefined ? { idempotent: spec.idempotent } : {}),
        ...(spec.multipart !== undefined ? { multipart: spec.multipart } : {}),
      };
    };
  return { read: define('read'), write: define('write') };
}

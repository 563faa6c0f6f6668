// The host names a brand answers on (`domains` of a brand): bare lowercase host names, as the
// Host header carries them without the port. No scheme, port, path, user or wildcard: the server
// matches the header exactly (server/modules/brand/brand.service.ts `forHost`). Pure, so the
// console can say it while the operator types.

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const HOST_NAME = new RegExp(`^(?=.{1,253}$)${LABEL}(?:\\.${LABEL})*$`);

/** Whether `host` is a lowercase host name (RFC 1123 labels of 1 to 63 characters, dot-joined). */
export function isHostName(host: string): boolean {
  return HOST_NAME.test(host);
}

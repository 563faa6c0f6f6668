// The external customer-service link (`customer_service_url`, spec section 2): the provider is told
// who the buyer is by a signed assertion, never by the session token (issue 34: a token in a third
// party's URL is in its logs, its analytics and the browser history, and works on our API until the
// session ends). The assertion is a JSON Web Token (HS256, RFC 7519) any JWT library verifies with
// the shared `SERVICE_LINK_SECRET`: single-purpose (`aud` customer-service), short-lived (`exp`),
// and it grants nothing on this API.
import { createHmac, randomBytes } from 'node:crypto';
import { ok, type Result } from '../../../domain/errors.ts';
import { requireUser, type RequestContext } from '../../platform/context.ts';
import { readPublicParameter } from '../settings/index.ts';

/** How long the provider may take to check an assertion after the link was made. */
export const SERVICE_ASSERTION_SECONDS = 300;
export const SERVICE_ASSERTION_AUDIENCE = 'customer-service';

function base64url(value: string | Buffer): string {
  return Buffer.from(value).toString('base64url');
}

/** A compact HS256 JWT of `claims`. */
export function signAssertion(claims: Record<string, unknown>, secret: string): string {
  const head = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = base64url(JSON.stringify(claims));
  const signature = createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url');
  return `${head}.${body}.${signature}`;
}

export async function serviceLink(
  ctx: RequestContext,
  input: { sellerGoodsId?: string | undefined },
): Promise<Result<{ url: string }>> {
  const user = requireUser(ctx);
  const configured = (await readPublicParameter(ctx.db, 'customer_service_url')) ?? '';
  if (!configured) return ok({ url: '' });
  let url: URL;
  try {
    url = new URL(configured);
  } catch {
    // Checked when it is saved (syspara.notUrl); a value from before that check is no link.
    return ok({ url: '' });
  }
  const secret = ctx.config.serviceLinkSecret;
  if (secret) {
    const issuedAt = Math.floor(ctx.now.getTime() / 1000);
    url.searchParams.set(
      'assertion',
      signAssertion(
        {
          iss: ctx.config.publicUrl ?? ctx.brand,
          aud: SERVICE_ASSERTION_AUDIENCE,
          sub: user.usercode,
          name: user.username,
          iat: issuedAt,
          exp: issuedAt + SERVICE_ASSERTION_SECONDS,
          jti: randomBytes(12).toString('base64url'),
        },
        secret,
      ),
    );
    // The spec's display fields; the provider trusts only what the assertion signs.
    url.searchParams.set('partyid', user.usercode);
    url.searchParams.set('name', user.username);
  }
  url.searchParams.set('lang', ctx.lang);
  if (input.sellerGoodsId) url.searchParams.set('goodsid', input.sellerGoodsId);
  return ok({ url: url.toString() });
}

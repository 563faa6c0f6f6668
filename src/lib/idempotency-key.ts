// A fresh idempotency key per submission. crypto.getRandomValues works on plain-http LAN hosts
// too, where crypto.randomUUID is unavailable (it needs a secure context).
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

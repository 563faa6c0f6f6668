// The load of `npm run bench:checkout`, in a process of its own so that the server's CPU per paid
// order is measured without the load generator's (which is reported beside it). Forked by
// scripts/bench-checkout.ts: receives the server's address, the buyers and the listings, runs
// `connections` buyers that each submit (1-3 units of a random listing) and pay, for `duration`
// seconds, over keep-alive HTTP connections; answers the timings, the refusals and its own CPU.
import http from 'node:http';

export interface LoadPlan {
  base: string;
  buyers: Array<{ token: string; addressId: string }>;
  listings: string[];
  connections: number;
  duration: number;
  /** The buyers' fund password: `order!pay` asks for it (the payment step-up). */
  safeword: string;
}

export interface LoadResult {
  paid: number;
  submitMs: number[];
  payMs: number[];
  refusals: Array<[string, number]>;
  seconds: number;
  /** CPU seconds of this process during the load. */
  cpu: number;
}

interface Envelope<T> {
  code: string;
  errorKey?: string;
  msg: string;
  data: T;
}

async function run(plan: LoadPlan): Promise<LoadResult> {
  // node:http with kept-alive sockets: fetch (undici with web streams) cost the load generator
  // about twice the CPU per request.
  const agent = new http.Agent({ keepAlive: true, maxSockets: plan.connections });
  const url = new URL(plan.base);
  const post = <T>(name: string, body: unknown, token: string) =>
    new Promise<Envelope<T>>((resolve, reject) => {
      const payload = JSON.stringify(body);
      const request = http.request(
        {
          agent,
          host: url.hostname,
          port: url.port,
          method: 'POST',
          path: `/api/${name}.action`,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(payload),
            authorization: `Bearer ${token}`,
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            try {
              resolve(JSON.parse(text) as Envelope<T>);
            } catch {
              reject(new Error(`not JSON (HTTP ${response.statusCode}): ${text.slice(0, 200)}`));
            }
          });
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(payload);
    });

  const submitMs: number[] = [];
  const payMs: number[] = [];
  const refusals = new Map<string, number>();
  let paid = 0;
  const refuse = (key: string) => refusals.set(key, (refusals.get(key) ?? 0) + 1);
  let seed = 12345;
  const random = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;

  const cpuBefore = process.cpuUsage();
  const started = Date.now();
  const until = started + plan.duration * 1000;
  const worker = async (index: number) => {
    for (let turn = index; Date.now() < until; turn += plan.connections) {
      const buyer = plan.buyers[turn % plan.buyers.length]!;
      const listing = plan.listings[Math.floor(random() * plan.listings.length)]!;
      const num = 1 + Math.floor(random() * 3);
      let at = performance.now();
      const submitted = await post<{ orders: Array<{ orderId: string }> }>(
        'order!submit',
        { addressId: buyer.addressId, items: [{ sellerGoodsId: listing, num }] },
        buyer.token,
      );
      submitMs.push(performance.now() - at);
      if (submitted.code !== '0') {
        refuse(submitted.errorKey ?? submitted.msg);
        continue;
      }
      const orderId = submitted.data.orders[0]!.orderId;
      at = performance.now();
      const payment = await post('order!pay', { orderId, safeword: plan.safeword }, buyer.token);
      payMs.push(performance.now() - at);
      if (payment.code === '0') paid += 1;
      else refuse(payment.errorKey ?? payment.msg);
    }
  };
  await Promise.all(Array.from({ length: plan.connections }, (_, i) => worker(i)));
  const seconds = (Date.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  agent.destroy();
  return {
    paid,
    submitMs,
    payMs,
    refusals: [...refusals],
    seconds,
    cpu: (cpu.user + cpu.system) / 1e6,
  };
}

process.once('message', (plan: LoadPlan) => {
  void run(plan).then(
    (result) => process.send?.(result, () => process.exit(0)),
    (error: unknown) => {
      console.error('[bench:checkout load]', error);
      process.exit(1);
    },
  );
});

// Types of postgres15.mjs, for the TypeScript scripts that use it.
export function freePort(): Promise<number>;
export function startPostgres15(options?: { log?: (message: string) => void }): Promise<{
  port: number;
  adminUrl: string;
  url: string;
  stop(): Promise<void>;
}>;

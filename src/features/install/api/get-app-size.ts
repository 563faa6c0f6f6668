// The app's download size: the build writes `/app-size.json` with the compressed bytes of what the
// service worker stores at installation (vite.config.ts), so the figure is measured, not typed.
// Development builds have no such file; the page then leaves the size out.
import { useQuery } from '@tanstack/react-query';

export type AppSize = { precacheBytes: number; files: number };

export async function getAppSize(signal?: AbortSignal): Promise<AppSize | null> {
  const response = await fetch('/app-size.json', { signal });
  if (!response.ok) return null;
  return (await response.json()) as AppSize;
}

export function useAppSize() {
  return useQuery({ queryKey: ['app-size'], queryFn: ({ signal }) => getAppSize(signal) });
}

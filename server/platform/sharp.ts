// sharp, the native image library, loaded on first use: a static import is loaded before any of
// the server's code runs, a tenth of a second of every start, and nothing on the start path needs
// it (icons are rendered once the server listens, uploads and puzzles on request).
import type Sharp from 'sharp';

let loading: Promise<typeof Sharp> | undefined;

export function loadSharp(): Promise<typeof Sharp> {
  loading ??= import('sharp').then((module) => module.default);
  return loading;
}

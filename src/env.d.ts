interface ImportMetaEnv {
  /** Set by vite.config.ts: changes with every build, busts the persisted query cache. */
  readonly VITE_BUILD_ID?: string;
}

/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_FREEPLAY_URL?: string;
}

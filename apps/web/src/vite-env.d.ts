/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the API when it is not the page's own (empty: same origin). */
  readonly VITE_API_BASE?: string;
}

/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the API when it is not the page's own origin (empty: same origin). */
  readonly VITE_API_BASE?: string;
  /** The tenant to show; without it the API answers with the deployment's own tenant. */
  readonly VITE_UNIVERSITY_ID?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

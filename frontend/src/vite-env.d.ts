/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the API when it is not the page's own origin (empty: same origin). */
  readonly VITE_API_BASE?: string;
  /** The tenant to show; without it the API answers with the deployment's own tenant. */
  readonly VITE_UNIVERSITY_ID?: string;
  /**
   * Development and QA only: the origin of the local fake login server (`npm run fake:oauth`,
   * e.g. http://127.0.0.1:4010). Social login and the withdrawal's re-login then go there, on the
   * providers' own authorize paths, instead of to Kakao, Naver and Google. Unset in production.
   */
  readonly VITE_SOCIAL_AUTHORIZE_ORIGIN?: string;
  /** Mock mode only: the scenario a new session starts with (default `standard`). */
  readonly VITE_MOCK_SCENARIO?: string;
  /** Mock mode only: `none` makes the mocked API answer at once (the e2e mock server sets it). */
  readonly VITE_MOCK_LATENCY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

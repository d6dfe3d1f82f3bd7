/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Contact address shown on the public pages. */
  readonly VITE_CONTACT_EMAIL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

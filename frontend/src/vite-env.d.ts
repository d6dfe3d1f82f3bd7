/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Contact address shown on the public pages. */
  readonly VITE_CONTACT_EMAIL?: string;
  /** Map tile URL template ({z}/{x}/{y}); OpenStreetMap's standard tiles by default. */
  readonly VITE_MAP_TILE_URL?: string;
  /** Attribution (HTML) for VITE_MAP_TILE_URL's provider. */
  readonly VITE_MAP_TILE_ATTRIBUTION?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

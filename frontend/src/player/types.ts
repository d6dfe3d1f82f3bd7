import type { components } from '../api/schema';

/**
 * The player API's shapes (docs/player.md), from the generated OpenAPI types:
 * types only, so the player bundle takes nothing of the app's client.
 */
type Schemas = components['schemas'];

/** One entry of GET /api/displays/{id}/schedule; `id` is the ad creative's id. */
export type ScheduleEntry = Schemas['ScheduleEntryDto'];
export type ScheduleAnswer = Schemas['ScheduleDto'];
/** One shown slot, as stored in IndexedDB and sent to POST /api/displays/{id}/sync. */
export type Play = Schemas['PlayDto'];
export type SyncAnswer = Schemas['SyncResultDto'];
export type PlayStatus = Schemas['PlayResultDto']['status'];

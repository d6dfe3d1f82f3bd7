/** The player API's shapes (docs/player.md). Written by hand: the player bundle stays free of the app's client. */

/** One entry of GET /api/displays/{id}/schedule; `id` is the ad creative's id. */
export interface ScheduleEntry {
  id: number;
  name: string;
  fileUrl: string;
  tenantName: string;
  bookingId: number;
  hoursBooked: number;
}

export interface ScheduleAnswer {
  paidBookings: ScheduleEntry[];
  serverTime: string;
  nextChangeAt: string | null;
}

/** One shown slot, as stored in IndexedDB and sent to POST /api/displays/{id}/plays. */
export interface Play {
  clientPlayId: string;
  adCreativeId: number;
  shownAt: string;
}

export type PlayStatus = 'accepted' | 'duplicate' | 'refused';

export interface PlaysAnswer {
  accepted: number;
  duplicates: number;
  refused: number;
  results: { clientPlayId: string; status: PlayStatus; reason?: string }[];
}

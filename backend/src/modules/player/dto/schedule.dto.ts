export class ScheduleEntryDto {
  /** The ad creative's id: what a play sends as adCreativeId. */
  id: number;
  name: string;
  fileUrl: string;
  tenantName: string;
  bookingId: number;
  /** Hours of airtime sold for today: the entry's weight in the rotation. */
  hoursBooked: number;
}

export class ScheduleDto {
  /** What is due now; empty outside operating hours. */
  paidBookings: ScheduleEntryDto[];
  serverTime: Date;
  /** The next opening or closing hour: poll again then at the latest. */
  nextChangeAt: Date;
  /** Inside its operating hours now: nextChangeAt is then its closing, else its next opening (docs/product-rules.md §7.10). */
  open: boolean;
  /** The display's IANA time zone, to show nextChangeAt as the display's wall-clock time. */
  timeZone: string;
}

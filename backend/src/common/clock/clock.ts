import { Injectable } from '@nestjs/common';

/** The one source of "now" on the server, so tests can fix the time. */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}

/** A clock tests can set and move. */
export class FixedClock extends Clock {
  constructor(private current: Date) {
    super();
  }
  now(): Date {
    return new Date(this.current.getTime());
  }
  set(date: Date | string): void {
    this.current = new Date(date);
  }
}

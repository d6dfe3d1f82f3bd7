export type Kind = 'display' | 'creative' | 'group' | 'booking' | 'file' | 'tenant' | 'change' | 'campaign';

/** One row of the access matrix: what an operation's path id names and who owns it. */
export interface Entry {
  /** What the path id names. */
  id?: Kind;
  /** Whose it is: another user of that role must get 404, never 403 or the data. */
  owner?: 'host' | 'tenant';
}

export type Rows = Record<string, Entry>;

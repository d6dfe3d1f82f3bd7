import type { Play } from './types';

/**
 * Plays waiting to be sent, in IndexedDB: written the moment a slot is shown,
 * so they survive a reload, a crash or a network cut, and deleted only once
 * the server has answered for them.
 */
export interface PlayQueue {
  add(displayId: number, play: Play): Promise<void>;
  /** Up to `limit` waiting plays of a display, oldest first. */
  oldest(displayId: number, limit: number): Promise<Play[]>;
  remove(clientPlayIds: readonly string[]): Promise<void>;
  count(displayId: number): Promise<number>;
}

interface StoredPlay extends Play {
  displayId: number;
}

export const PLAYS_DB = 'screenspace-player';
const STORE = 'plays';
const BY_DISPLAY_TIME = 'byDisplayTime';

function settle<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.addEventListener('success', () => resolve(request.result));
    request.addEventListener('error', () => reject(request.error ?? new Error('IndexedDB request failed')));
  });
}

function committed(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.addEventListener('complete', () => resolve());
    tx.addEventListener('error', () => reject(tx.error ?? new Error('IndexedDB transaction failed')));
    tx.addEventListener('abort', () => reject(tx.error ?? new Error('IndexedDB transaction aborted')));
  });
}

function openDb(factory: IDBFactory): Promise<IDBDatabase> {
  const request = factory.open(PLAYS_DB, 1);
  request.addEventListener('upgradeneeded', () => {
    const store = request.result.createObjectStore(STORE, { keyPath: 'clientPlayId' });
    // ISO times sort as text, so [displayId, shownAt] orders a display's plays by time.
    store.createIndex(BY_DISPLAY_TIME, ['displayId', 'shownAt']);
  });
  return settle(request);
}

/** The IndexedDB queue; one connection, opened on first use. */
export class IdbPlayQueue implements PlayQueue {
  private db: Promise<IDBDatabase> | null = null;

  constructor(private readonly factory: IDBFactory = indexedDB) {}

  private async store(mode: IDBTransactionMode): Promise<{ tx: IDBTransaction; store: IDBObjectStore }> {
    this.db ??= openDb(this.factory).catch((error: unknown) => {
      this.db = null; // try again next time (e.g. storage briefly unavailable)
      throw error;
    });
    const tx = (await this.db).transaction(STORE, mode);
    return { tx, store: tx.objectStore(STORE) };
  }

  async add(displayId: number, play: Play): Promise<void> {
    const { tx, store } = await this.store('readwrite');
    const record: StoredPlay = { ...play, displayId };
    store.put(record);
    await committed(tx);
  }

  async oldest(displayId: number, limit: number): Promise<Play[]> {
    const { store } = await this.store('readonly');
    const range = IDBKeyRange.bound([displayId, ''], [displayId, '\uffff']);
    const rows = await settle(store.index(BY_DISPLAY_TIME).getAll(range, limit) as IDBRequest<StoredPlay[]>);
    return rows.map(({ clientPlayId, adCreativeId, shownAt }) => ({ clientPlayId, adCreativeId, shownAt }));
  }

  async remove(clientPlayIds: readonly string[]): Promise<void> {
    if (clientPlayIds.length === 0) return;
    const { tx, store } = await this.store('readwrite');
    for (const id of clientPlayIds) store.delete(id);
    await committed(tx);
  }

  async count(displayId: number): Promise<number> {
    const { store } = await this.store('readonly');
    return settle(store.index(BY_DISPLAY_TIME).count(IDBKeyRange.bound([displayId, ''], [displayId, '\uffff'])));
  }
}

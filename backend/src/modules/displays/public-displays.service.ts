import { Injectable } from '@nestjs/common';
import { performance } from 'perf_hooks';
import { Config } from '../../config/config';
import type { DisplayFilter } from './display-filter';
import { PublicDisplayDto } from './dto/display.dto';
import type { PublicList } from './public-list-snapshot';
import { PublicDisplaysRepository } from './public-displays.repository';
import { PublicListSnapshot } from './public-list-snapshot';

/** How long one node serves the list before re-reading it (changes made on other nodes show up within about this). */
export const PUBLIC_LIST_TTL_MS = 5_000;

/**
 * The public map's list: approved, not deleted, inside the service area's box (Arizona's unless
 * configured otherwise, docs/product-rules.md §10.3), no host details.
 * Serialised once and kept in memory; every display change on this node drops it at once
 * (`invalidate`), and a load that started before a change never fills the cache.
 */
@Injectable()
export class PublicDisplaysService {
  private cached?: { snapshot: PublicListSnapshot; expiresAt: number };
  private loading?: { generation: number; promise: Promise<PublicListSnapshot> };
  private generation = 0;

  constructor(
    private readonly displays: PublicDisplaysRepository,
    private readonly config: Config,
  ) {}

  /** Call after any change to a display (create, review, delete, edit). */
  invalidate(): void {
    this.generation++;
    this.cached = undefined;
  }

  /**
   * The JSON array of PublicDisplayDto that match the filter (all without one), ready to send.
   * After the TTL the old list is still served while a fresh one loads (no change happened on
   * this node, or it would have been dropped); after `invalidate` callers wait for the new one.
   */
  async json(filter: DisplayFilter = {}): Promise<PublicList> {
    return (await this.snapshot()).answer(filter);
  }

  /** The cities of the list, A to Z (the city filter's choices). */
  async cities(): Promise<PublicList> {
    return (await this.snapshot()).cities();
  }

  private snapshot(): Promise<PublicListSnapshot> {
    if (this.cached) {
      if (this.cached.expiresAt <= performance.now()) void this.refresh().catch(() => undefined);
      return Promise.resolve(this.cached.snapshot);
    }
    return this.refresh();
  }

  private refresh(): Promise<PublicListSnapshot> {
    if (this.loading && this.loading.generation === this.generation) return this.loading.promise;
    const generation = this.generation;
    const promise = this.load().then((snapshot) => {
      if (generation === this.generation) this.cached = { snapshot, expiresAt: performance.now() + PUBLIC_LIST_TTL_MS };
      return snapshot;
    });
    this.loading = { generation, promise };
    const clear = () => {
      if (this.loading?.promise === promise) this.loading = undefined;
    };
    promise.then(clear, clear);
    return promise;
  }

  async list(filter: DisplayFilter = {}): Promise<PublicDisplayDto[]> {
    return JSON.parse((await this.json(filter)).body.toString('utf8')) as PublicDisplayDto[];
  }

  private async load(): Promise<PublicListSnapshot> {
    return PublicListSnapshot.build(await this.displays.approvedInBox(this.config.serviceArea));
  }
}

import { createHash } from 'crypto';
import { promisify } from 'util';
import { gzip } from 'zlib';
import type { DisplayFilter, Filterable } from './display-filter';
import { filterKey, isUnfiltered, matchesDisplayFilter, toFilterable } from './display-filter';
import type { PublicDisplayDto } from './dto/display.dto';

/** An answer as JSON, plain and gzip-compressed (about 16 times smaller), each with its ETag. */
export interface PublicList {
  body: Buffer;
  etag: string;
  gzipped: Buffer;
  gzippedEtag: string;
}

const gzipAsync = promisify(gzip);

/** Filtered answers one snapshot keeps (the oldest goes first): popular searches are served from memory. */
export const FILTERED_ANSWERS_KEPT = 256;

async function answerOf(body: Buffer): Promise<PublicList> {
  const hash = createHash('sha1').update(body).digest('base64url');
  // Compressed once (off the event loop), not on every request.
  return { body, etag: `"${hash}"`, gzipped: await gzipAsync(body), gzippedEtag: `"${hash}-gzip"` };
}

/**
 * One reading of the public list (docs/displays.md "Public list performance"): the whole list,
 * ready to send, and the filtered answers and cities worked out from the same rows, so a
 * filtered answer is always a part of the list this node serves at that moment. Each display
 * is serialised once; an answer joins the texts of the displays it keeps.
 */
export class PublicListSnapshot {
  private readonly filtered = new Map<string, Promise<PublicList>>();
  private citiesAnswer?: Promise<PublicList>;
  private filterables?: readonly Filterable<PublicDisplayDto>[];

  private constructor(
    readonly all: PublicList,
    private readonly displays: readonly PublicDisplayDto[],
    private readonly texts: readonly string[],
  ) {}

  static async build(displays: readonly PublicDisplayDto[]): Promise<PublicListSnapshot> {
    const texts = displays.map((display) => JSON.stringify(display));
    const all = await answerOf(Buffer.from(`[${texts.join(',')}]`, 'utf8'));
    return new PublicListSnapshot(all, displays, texts);
  }

  /** Worked out on the first search or city list, not for every reload of the whole list. */
  private get items(): readonly Filterable<PublicDisplayDto>[] {
    this.filterables ??= this.displays.map(toFilterable);
    return this.filterables;
  }

  /** The displays that match (docs/product-rules.md §10.6), in the list's order. */
  answer(filter: DisplayFilter): Promise<PublicList> {
    if (isUnfiltered(filter)) return Promise.resolve(this.all);
    const key = filterKey(filter);
    let answer = this.filtered.get(key);
    if (!answer) {
      const kept: string[] = [];
      this.items.forEach((item, i) => {
        if (matchesDisplayFilter(filter, item)) kept.push(this.texts[i]);
      });
      answer = answerOf(Buffer.from(`[${kept.join(',')}]`, 'utf8'));
      if (this.filtered.size >= FILTERED_ANSWERS_KEPT) this.filtered.delete(this.filtered.keys().next().value!);
      this.filtered.set(key, answer);
      answer.catch(() => this.filtered.delete(key));
    }
    return answer;
  }

  /**
   * The cities of the list, A to Z, each once whatever its case or accents (spelled as its
   * first display spells it), for the city filter's choices.
   */
  cities(): Promise<PublicList> {
    if (!this.citiesAnswer) {
      const names = new Map<string, string>();
      for (const item of this.items) if (item.city && !names.has(item.city)) names.set(item.city, item.display.city.trim());
      const sorted = [...names.entries()].toSorted(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, name]) => name);
      this.citiesAnswer = answerOf(Buffer.from(JSON.stringify(sorted), 'utf8'));
    }
    return this.citiesAnswer;
  }
}

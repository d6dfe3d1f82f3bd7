import { TEXT } from './config';
import type { Creative } from './scheduleDiff';

/**
 * The full-screen stage: two stacked <img> layers. The hidden one is loaded
 * (and decoded) while the other is on screen; a swap cross-fades them with
 * the CSS opacity transition, so no slot ever starts on a half-loaded image.
 * data-slot and data-creative-id tell tests (and curious people) what is on.
 */
export class Stage {
  readonly element: HTMLElement;
  private readonly layers: [HTMLImageElement, HTMLImageElement];
  private front = 0;

  constructor(preview: boolean) {
    this.element = document.createElement('div');
    this.element.className = 'stage';
    this.element.dataset.slot = '0';
    this.layers = [this.makeLayer(), this.makeLayer()];
    this.element.append(...this.layers);
    if (preview) {
      const tag = document.createElement('div');
      tag.className = 'preview-tag';
      tag.textContent = TEXT.preview;
      this.element.append(tag);
    }
  }

  private makeLayer(): HTMLImageElement {
    const img = document.createElement('img');
    img.className = 'layer';
    img.alt = '';
    img.decoding = 'async';
    return img;
  }

  private get hidden(): HTMLImageElement {
    return this.layers[1 - this.front];
  }

  /** Loads a creative into the hidden layer; true once it is decoded and ready to show. */
  async preload(creative: Creative): Promise<boolean> {
    const img = this.hidden;
    img.dataset.creativeId = String(creative.id);
    img.alt = creative.name;
    // Same absolute URL: no new request; decode() still waits for the pixels.
    if (img.getAttribute('src') !== creative.fileUrl) img.src = creative.fileUrl;
    try {
      await img.decode();
      return img.dataset.creativeId === String(creative.id);
    } catch {
      return false;
    }
  }

  /** Cross-fades to the hidden layer (loaded by preload) and counts the slot. */
  swap(): void {
    const incoming = this.hidden;
    const outgoing = this.layers[this.front];
    incoming.classList.add('shown');
    outgoing.classList.remove('shown');
    incoming.removeAttribute('aria-hidden');
    outgoing.setAttribute('aria-hidden', 'true');
    this.front = 1 - this.front;
    this.markSlot(incoming.dataset.creativeId ?? '');
  }

  /** The same creative goes on for another slot: nothing to fade, but it is a slot. */
  repeat(): void {
    this.markSlot(this.layers[this.front].dataset.creativeId ?? '');
  }

  private markSlot(creativeId: string): void {
    this.element.dataset.creativeId = creativeId;
    this.element.dataset.slot = String(Number(this.element.dataset.slot) + 1);
  }
}

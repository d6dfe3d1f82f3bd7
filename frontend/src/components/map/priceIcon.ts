import { DivIcon } from 'leaflet';

/** docs/product-rules.md §18: markers are 40 × 40 px, anchored at 20,40 (the tip of the pin). */
export const MARKER_SIZE: [number, number] = [40, 40];
export const MARKER_ANCHOR: [number, number] = [20, 40];
/**
 * Fixed displays use the theme's indigo, mobile ones a dark orange: blue against
 * orange stays apart for every common colour-vision deficiency (Okabe–Ito), both
 * carry white text at ≥ 4.5:1, and the shapes differ too (round pin vs square
 * pin with a vehicle glyph), so colour is never the only cue.
 */
export const MOBILE_MARKER_COLOR = '#b45309';

/** A small vehicle glyph (inline SVG, no icon font) shown on mobile displays' pins and in the legend. */
export const VEHICLE_SVG =
  '<svg class="ss-marker__glyph" viewBox="0 0 24 24" width="12" height="12" aria-hidden="true" focusable="false">' +
  '<path fill="currentColor" d="M3 5h11v3h3.5L21 12v5h-2a2.5 2.5 0 0 1-5 0H9a2.5 2.5 0 0 1-5 0H3zm13 5v2h3.2l-1.5-2zM6.5 16.2a1.3 1.3 0 1 0 0 2.6 1.3 1.3 0 0 0 0-2.6zm10 0a1.3 1.3 0 1 0 0 2.6 1.3 1.3 0 0 0 0-2.6z"/></svg>';

export interface PriceIconOptions {
  /** The whole-dollar price shown on the pin, e.g. "$13". */
  price: string;
  color: string;
  selected: boolean;
  /** Mobile displays get a square pin with a vehicle glyph. */
  mobile?: boolean;
  /** Accessible name of the marker (Leaflet makes it a focusable button). */
  label: string;
}

/** A price pin (L.divIcon) whose element carries an accessible name. */
class PriceIcon extends DivIcon {
  private readonly ariaLabel: string;

  constructor({ price, color, selected, mobile = false, label }: PriceIconOptions) {
    super({
      className: `ss-marker-icon${mobile ? ' ss-marker-icon--mobile' : ''}${selected ? ' ss-marker-icon--selected' : ''}`,
      html:
        `<span class="ss-marker" aria-hidden="true" style="--ss-marker-color:${color}">` +
        `<span class="ss-marker__tip"></span><span class="ss-marker__bubble">${mobile ? VEHICLE_SVG : ''}${price}</span></span>`,
      iconSize: MARKER_SIZE,
      iconAnchor: MARKER_ANCHOR,
      popupAnchor: [0, -38],
    });
    this.ariaLabel = label;
  }

  override createIcon(oldIcon?: HTMLElement): HTMLElement {
    const element = super.createIcon(oldIcon);
    element.setAttribute('aria-label', this.ariaLabel);
    if (this.options.className?.includes('--selected')) element.setAttribute('aria-current', 'true');
    else element.removeAttribute('aria-current');
    return element;
  }
}

export function createPriceIcon(options: PriceIconOptions): DivIcon {
  return new PriceIcon(options);
}

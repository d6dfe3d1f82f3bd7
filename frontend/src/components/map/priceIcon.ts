import { DivIcon } from 'leaflet';

/** docs/product-rules.md §18: markers are 40 × 40 px, anchored at 20,40 (the tip of the pin). */
export const MARKER_SIZE: [number, number] = [40, 40];
export const MARKER_ANCHOR: [number, number] = [20, 40];
/** docs/product-rules.md §18: mobile displays are blue, fixed ones use the theme's primary colour. */
export const MOBILE_MARKER_COLOR = '#1565c0';

export interface PriceIconOptions {
  /** The whole-dollar price shown on the pin, e.g. "$13". */
  price: string;
  color: string;
  selected: boolean;
  /** Accessible name of the marker (Leaflet makes it a focusable button). */
  label: string;
}

/** A price pin (L.divIcon) whose element carries an accessible name. */
class PriceIcon extends DivIcon {
  private readonly ariaLabel: string;

  constructor({ price, color, selected, label }: PriceIconOptions) {
    super({
      className: `ss-marker-icon${selected ? ' ss-marker-icon--selected' : ''}`,
      html:
        `<span class="ss-marker" aria-hidden="true" style="--ss-marker-color:${color}">` +
        `<span class="ss-marker__tip"></span><span class="ss-marker__bubble">${price}</span></span>`,
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

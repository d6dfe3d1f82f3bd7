import { DivIcon } from 'leaflet';
import { MARKER_ANCHOR, MARKER_SIZE } from './priceIcon';

export interface PinIconOptions {
  color: string;
  /** A letter or short word on the pin ("A", "B"), or none. */
  text?: string;
  /** Accessible name of the marker (Leaflet makes a keyboard-enabled marker a focusable button). */
  label: string;
}

/** A plain map pin (no price): the display form's draggable pin and the admin's before/after markers. */
class PinIcon extends DivIcon {
  private readonly ariaLabel: string;

  constructor({ color, text = '', label }: PinIconOptions) {
    super({
      className: 'ss-pin-icon',
      html:
        `<svg viewBox="0 0 40 40" width="40" height="40" aria-hidden="true" focusable="false">` +
        `<path d="M20 39C20 39 6 23.5 6 14a14 14 0 0 1 28 0c0 9.5-14 25-14 25z" fill="${color}" stroke="#fff" stroke-width="2"/>` +
        `<text x="20" y="19" text-anchor="middle" font-size="12" font-weight="700" fill="#fff" font-family="sans-serif">${text}</text>` +
        `</svg>`,
      iconSize: MARKER_SIZE,
      iconAnchor: MARKER_ANCHOR,
    });
    this.ariaLabel = label;
  }

  override createIcon(oldIcon?: HTMLElement): HTMLElement {
    const element = super.createIcon(oldIcon);
    element.setAttribute('aria-label', this.ariaLabel);
    return element;
  }
}

export function createPinIcon(options: PinIconOptions): DivIcon {
  return new PinIcon(options);
}

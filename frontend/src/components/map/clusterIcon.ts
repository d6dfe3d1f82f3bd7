import { DivIcon } from 'leaflet';

/** Clusters are drawn as big as a marker, so the map reads the same at every zoom (docs/displays.md, "Map"). */
export const CLUSTER_SIZE: [number, number] = [44, 44];
/** Markers closer than this (px) are drawn as one cluster: about a marker's width, so no pin hides another. */
export const CLUSTER_RADIUS = 44;

/** "5 displays here": the cluster's accessible name and what a click does. */
export function clusterLabel(count: number): string {
  return `${count} displays here, zoom in to pick one`;
}

/** A numbered circle whose element carries an accessible name (Leaflet makes it a focusable button). */
class ClusterIcon extends DivIcon {
  private readonly ariaLabel: string;

  constructor(count: number) {
    super({
      className: 'ss-cluster-icon',
      html: `<span class="ss-cluster" aria-hidden="true">${count}</span>`,
      iconSize: CLUSTER_SIZE,
    });
    this.ariaLabel = clusterLabel(count);
  }

  override createIcon(oldIcon?: HTMLElement): HTMLElement {
    const element = super.createIcon(oldIcon);
    element.setAttribute('aria-label', this.ariaLabel);
    return element;
  }
}

/** leaflet.markercluster's iconCreateFunction. */
export function createClusterIcon(cluster: { getChildCount(): number }): DivIcon {
  return new ClusterIcon(cluster.getChildCount());
}

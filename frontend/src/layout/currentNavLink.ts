import type { NavLinkDef } from '../navigation/navLinks';

/** The link of the section a path belongs to: the longest link path that is the path or a parent of it. */
export function currentNavLink(links: readonly NavLinkDef[], pathname: string): NavLinkDef | undefined {
  let best: NavLinkDef | undefined;
  for (const link of links) {
    const inside = pathname === link.to || pathname.startsWith(`${link.to}/`);
    if (inside && (!best || link.to.length > best.to.length)) best = link;
  }
  return best;
}

import { forwardRef, type AnchorHTMLAttributes } from 'react';

type PageLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to: string };

/**
 * A plain link to another page (a full page load): the public pages use it so that
 * their entry chunk needs no router (docs/performance.md); the pages they open are
 * prerendered and their scripts cached. Takes `to` like the router's Link.
 */
export const PageLink = forwardRef<HTMLAnchorElement, PageLinkProps>(function PageLink({ to, children, ...props }, ref) {
  return (
    <a ref={ref} href={to} {...props}>
      {children}
    </a>
  );
});

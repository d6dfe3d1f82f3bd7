/** The failure texts of the analytics reads (docs/product-rules.md §17). */
export const TENANT_ANALYTICS_FAILED = 'Failed to load analytics data';
export const HOST_ANALYTICS_FAILED = {
  title: 'Failed to Load Analytics',
  text: 'There was an error loading your analytics data. Please try again later.',
} as const;

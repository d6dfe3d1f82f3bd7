/**
 * The react-admin resource of the ad creatives review. Its name is its route
 * below /dashboard (navigation/access.ts); the dataProvider maps it to
 * /api/admin/ad-creatives.
 */
export const CREATIVES_RESOURCE = 'review-ad-creatives';

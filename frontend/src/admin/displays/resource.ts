/**
 * The react-admin resource of the display review. Its name is its route below
 * /dashboard (navigation/access.ts); the dataProvider maps it to /api/admin/displays.
 */
export const DISPLAYS_RESOURCE = 'review-displays';

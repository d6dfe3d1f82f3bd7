/** Limits and messages of campaigns (docs/campaigns.md). */
export const CAMPAIGN_LIMITS = {
  name: 100,
  maxDisplays: 100,
  maxDates: 60,
  minHours: 1,
  maxHours: 4,
  /** The largest budget a plan may spend, in dollars. */
  maxBudget: 10_000_000,
  maxRadiusKm: 1000,
  /** Corners of a drawn area (a polygon). */
  minAreaPoints: 3,
  maxAreaPoints: 100,
  maxFilterValues: 50,
} as const;

export const CAMPAIGN_MODES = ['all', 'available'] as const;
export type CampaignMode = (typeof CAMPAIGN_MODES)[number];

export const CAMPAIGN_STATUSES = ['pending', 'confirmed', 'rejected', 'expired', 'cancelled'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

export const CAMPAIGN_MESSAGES = {
  displays: `Choose between 1 and ${CAMPAIGN_LIMITS.maxDisplays} displays`,
  displayId: 'Each display id must be a positive whole number',
  displaysUnique: 'A display is listed more than once',
  dates: `Choose between 1 and ${CAMPAIGN_LIMITS.maxDates} dates`,
  date: 'Each date must be a real date written YYYY-MM-DD',
  datesUnique: 'A date is listed more than once',
  hours: `Hours per day must be a whole number from ${CAMPAIGN_LIMITS.minHours} to ${CAMPAIGN_LIMITS.maxHours}`,
  creative: 'Please select an ad creative',
  mode: 'mode must be "all" or "available"',
  creativeNotApproved: 'Ad creative must be approved before booking',
} as const;

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from './client';
import { ApiError, readErrorText } from './errors';
import { createSubmitKeys } from './idempotency';
import { MAX_PAGE_SIZE, pageRange, request } from './request';
import type { components } from './schema';

type Schemas = components['schemas'];

/**
 * Campaigns across many screens (docs/campaigns.md): one quote, one booking of
 * one pending group per display, a budget planner.
 */
export type CampaignRequest = Schemas['CreateCampaignDto'];
export type CampaignQuote = Schemas['CampaignQuoteResultDto'];
export type QuoteLine = Schemas['QuoteLineDto'];
export type PlanRequest = Schemas['PlanCampaignDto'];
export type PlanFilters = Schemas['PlanFiltersDto'];
export type CampaignPlan = Schemas['CampaignPlanResultDto'];
export type CampaignResult = Schemas['CreatedCampaignDto'];
export type Campaign = Schemas['CampaignSummaryDto'];
export type CampaignDetail = Schemas['CampaignDetailDto'];
export type CampaignDelivery = Schemas['CampaignDeliveryDto'];
export type CampaignStatus = Campaign['status'];
/** A campaign in the back office: with its tenant. */
export type AdminCampaign = Schemas['AdminCampaignDto'];
/** A display-date lacking the hours asked (409 `details.shortfalls`, `skipped`). */
export type Shortfall = Schemas['ShortfallDto'];

/** Query keys are the URLs read (docs/product-rules.md §16). */
export const campaignKeys = {
  list: ['/api/tenant/campaigns'] as const,
  one: (id: number) => ['/api/tenant/campaigns', id] as const,
  quote: (body: CampaignRequest | null) => ['/api/tenant/campaigns/quote', body] as const,
};

/** docs/product-rules.md §18: the booking screens poll every 30 s. */
const POLL_MS = 30_000;

/** GET /api/tenant/campaigns: the tenant's campaigns, newest first (the first 100). */
export function useTenantCampaigns() {
  return useQuery({
    queryKey: campaignKeys.list,
    queryFn: ({ signal }) =>
      request(() => api.GET('/api/tenant/campaigns', { params: { query: { range: pageRange(0, MAX_PAGE_SIZE) } }, signal }), readErrorText),
    refetchInterval: POLL_MS,
  });
}

/** GET /api/tenant/campaigns/{id}: one campaign with its delivery per display. */
export function useTenantCampaign(id: number) {
  return useQuery({
    queryKey: campaignKeys.one(id),
    queryFn: ({ signal }) => request(() => api.GET('/api/tenant/campaigns/{id}', { params: { path: { id } }, signal }), readErrorText),
    refetchInterval: POLL_MS,
  });
}

/**
 * POST /api/tenant/campaigns/quote for a complete request (it books nothing);
 * `null` = incomplete, nothing asked. The last quote stays shown while the next loads.
 */
export function useCampaignQuote(body: CampaignRequest | null) {
  return useQuery({
    queryKey: campaignKeys.quote(body),
    queryFn: ({ signal }) => request(() => api.POST('/api/tenant/campaigns/quote', { body: body!, signal })),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** POST /api/tenant/campaigns/plan: displays proposed within the budget (it books nothing). */
export function usePlanCampaign() {
  return useMutation({ mutationFn: (body: PlanRequest) => request(() => api.POST('/api/tenant/campaigns/plan', { body })) });
}

/** POST /api/tenant/campaigns with an Idempotency-Key per submit (a retry of the same body reuses it, docs/bookings.md). */
export function useCreateCampaign() {
  const queryClient = useQueryClient();
  const [keys] = useState(createSubmitKeys);
  return useMutation({
    mutationFn: (body: CampaignRequest) =>
      request(() => api.POST('/api/tenant/campaigns', { body, params: { header: { 'Idempotency-Key': keys.keyFor(body) } } })),
    onSuccess: () => {
      keys.succeeded();
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: campaignKeys.list }),
        queryClient.invalidateQueries({ queryKey: ['/api/tenant/bookings'] }),
      ]);
    },
  });
}

const isShortfall = (item: unknown): item is Shortfall =>
  typeof item === 'object' &&
  item !== null &&
  typeof (item as Shortfall).displayId === 'number' &&
  typeof (item as Shortfall).date === 'string';

/** The short display-dates of a refused campaign (409 `details.shortfalls`), else none. */
export function shortfallsOf(error: unknown): Shortfall[] {
  if (!(error instanceof ApiError) || error.status !== 409) return [];
  const details = error.details as { shortfalls?: unknown } | undefined;
  return Array.isArray(details?.shortfalls) ? details.shortfalls.filter(isShortfall) : [];
}

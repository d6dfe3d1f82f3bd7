import { Entity, Enum, PrimaryKey, Property } from '@mikro-orm/core';
import { CAMPAIGN_MODES, CampaignMode } from '../campaign.constants';

/**
 * A tenant's request over many screens (docs/campaigns.md). Its bookings carry its id
 * (`bookings.campaign_id`), one booking group per display; its status and totals are
 * derived from them, never stored.
 */
@Entity({ tableName: 'campaigns' })
export class Campaign {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'integer' })
  tenantId!: number;

  @Property({ type: 'integer' })
  adCreativeId!: number;

  @Property({ type: 'varchar', length: 100 })
  name!: string;

  @Property({ type: 'smallint' })
  hoursPerDay!: number;

  @Enum({ items: [...CAMPAIGN_MODES], type: 'text' })
  mode!: CampaignMode;

  @Property({ type: 'timestamptz' })
  createdAt!: Date;
}

import { defineEntity, p } from '@mikro-orm/core';
import { id } from '../../db/columns';
import { ProductOptionDetail } from '../catalog/product-option-detail.entity';
import { Campaign } from './campaign.entity';

/** A cap on one option combination of a campaign (for example only 40 of size XL can be made). */
export const CampaignOptionCapSchema = defineEntity({
  name: 'CampaignOptionCap',
  tableName: 'campaign_option_cap',
  properties: {
    id: id(),
    // No own index: it leads the unique below.
    campaign: () => p.manyToOne(Campaign).deleteRule('cascade'),
    productOptionDetail: () => p.manyToOne(ProductOptionDetail).index().deleteRule('cascade'),
    maxUnits: p.integer(),
  },
  uniques: [
    { name: 'campaign_option_cap_campaign_detail_unique', properties: ['campaign', 'productOptionDetail'] },
  ],
});

export class CampaignOptionCap extends CampaignOptionCapSchema.class {}
CampaignOptionCapSchema.setClass(CampaignOptionCap);

import type { AdCreative } from '../../api/creatives';
import { DayTime } from '../DayTime';
import { type Fact, FactList } from '../FactList';
import { formatBytes } from '../../utils/format';
import { fileType } from './fileType';

type FactsCreative = Pick<AdCreative, 'dimensions' | 'byteSize' | 'contentType' | 'createdAt'>;

/** A creative card's facts: its owner (in the back office), dimensions, file size and type, upload day. */
export function CreativeFacts({ creative, tenant }: { creative: FactsCreative; tenant?: string }) {
  const rows: Fact[] = [
    ['Dimensions', `${creative.dimensions} px`],
    ['File', `${formatBytes(creative.byteSize)} · ${fileType(creative.contentType)}`],
    ['Uploaded', <DayTime key="uploaded" iso={creative.createdAt} />],
  ];
  if (tenant !== undefined) rows.unshift(['Tenant', tenant]);
  return <FactList sx={{ columnGap: 1.5, rowGap: 0.25, mt: 1.25 }} rows={rows} />;
}

import { IsOptional, IsString } from 'class-validator';
import type { ServiceArea } from '../common/service-area/service-area';
import { ARIZONA, parseServiceArea } from '../common/service-area/service-area';
import { ConfigError, validateEnv } from './validate-env';

class ServiceAreaEnv {
  /** "Arizona (AZ): 31.3322,-114.8183,37.0043,-109.0452": the state and box displays must be in. */
  @IsOptional() @IsString() SERVICE_AREA?: string;
}

/** Where displays may be (docs/product-rules.md §10.4); Arizona unless SERVICE_AREA says otherwise. */
export function serviceAreaConfig(env: NodeJS.ProcessEnv): ServiceArea {
  const e = validateEnv(ServiceAreaEnv, env);
  if (e.SERVICE_AREA === undefined || e.SERVICE_AREA.trim() === '') return ARIZONA;
  const parsed = parseServiceArea(e.SERVICE_AREA);
  if ('problem' in parsed) throw new ConfigError(`Invalid configuration:\n  SERVICE_AREA: ${parsed.problem}`);
  return parsed;
}

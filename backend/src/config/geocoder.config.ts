import { IsIn, IsInt, IsOptional, IsString, IsUrl, Max, MaxLength, Min, MinLength } from 'class-validator';
import { validateEnv } from './validate-env';

class GeocoderEnv {
  @IsOptional() @IsIn(['offline', 'nominatim'], { message: 'must be offline or nominatim' }) GEOCODER?: string;
  @IsOptional()
  @IsUrl(
    { protocols: ['http', 'https'], require_protocol: true, require_tld: false },
    { message: 'must be an http(s) URL, such as https://nominatim.openstreetmap.org' },
  )
  GEOCODER_URL?: string;
  @IsOptional() @IsInt() @Min(100) @Max(60_000) GEOCODER_TIMEOUT_MS?: number;
  @IsOptional() @IsString() @MinLength(3) @MaxLength(200) GEOCODER_USER_AGENT?: string;
}

export interface GeocoderConfig {
  /** offline: the bundled US ZIP gazetteer (no network); nominatim: an OpenStreetMap Nominatim-compatible server. */
  provider: 'offline' | 'nominatim';
  /** Base URL of the Nominatim server (its /search endpoint is used). */
  url: string;
  /** Give up on one provider request after this long. */
  timeoutMs: number;
  /** Nominatim's usage policy asks for an identifying User-Agent. */
  userAgent: string;
}

export function geocoderConfig(env: NodeJS.ProcessEnv): GeocoderConfig {
  const e = validateEnv(GeocoderEnv, env);
  return {
    provider: (e.GEOCODER as GeocoderConfig['provider']) ?? 'offline',
    url: (e.GEOCODER_URL ?? 'https://nominatim.openstreetmap.org').replace(/\/+$/, ''),
    timeoutMs: e.GEOCODER_TIMEOUT_MS ?? 5_000,
    userAgent: e.GEOCODER_USER_AGENT ?? 'ScreenSpace/0.1 (display address search)',
  };
}

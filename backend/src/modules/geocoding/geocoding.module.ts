import { Module } from '@nestjs/common';
import { Config } from '../../config/config';
import { GEOCODER, Geocoder } from './geocoder';
import { GeocodingController } from './geocoding.controller';
import { GeocodingService } from './geocoding.service';
import { NominatimGeocoder } from './providers/nominatim.geocoder';
import { OfflineGeocoder } from './providers/offline.geocoder';

@Module({
  controllers: [GeocodingController],
  providers: [
    GeocodingService,
    {
      provide: GEOCODER,
      inject: [Config],
      useFactory: (config: Config): Geocoder =>
        config.geocoder.provider === 'nominatim'
          ? new NominatimGeocoder(config.geocoder, config.serviceArea)
          : new OfflineGeocoder(undefined, config.serviceArea.state),
    },
  ],
})
export class GeocodingModule {}

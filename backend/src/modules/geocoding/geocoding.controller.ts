import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadGatewayResponse, ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access } from '../../common/access/access.decorator';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { AddressSuggestionDto, GeocodeQueryDto } from './dto/address-suggestion.dto';
import { GeocodingService } from './geocoding.service';

@ApiTags('geocode')
@Controller('geocode')
export class GeocodingController {
  constructor(private readonly geocoding: GeocodingService) {}

  @Get('search')
  @Access('host')
  @ApiOperation({
    summary: 'Address suggestions for the display form, inside the service area (Arizona)',
    description:
      'At most 5 suggestions, only inside the service area; fewer than 3 characters gives an empty list. ' +
      'approximate: the coordinates are only a ZIP or place centre, so the host places the exact spot on the map.',
  })
  @ApiOkResponse({ type: [AddressSuggestionDto] })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'q is not text or too long' })
  @ApiBadGatewayResponse({ type: ErrorResponseDto, description: 'The address provider failed or timed out' })
  search(@Query() query: GeocodeQueryDto): Promise<AddressSuggestionDto[]> {
    return this.geocoding.search(query.q);
  }
}

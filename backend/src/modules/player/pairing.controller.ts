import { Body, Controller, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access } from '../../common/access/access.decorator';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { CurrentUser } from '../auth/current-user.decorator';
import { User } from '../auth/entities/user.entity';
import { DisplayIdPipe } from '../../common/http/id.pipe';
import { PairingDto, PairingSettingsDto } from './dto/plays.dto';
import { PairingService } from './pairing.service';

@ApiTags('player')
@Controller('displays/:id/pairing')
export class PairingController {
  constructor(private readonly pairing: PairingService) {}

  @Put()
  @Access('host')
  @ApiOperation({ summary: 'Turn "Require pairing code" on or off for one of your displays; turning it on signs out its players' })
  @ApiOkResponse({ type: PairingDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Display not found (or not yours)' })
  set(@CurrentUser() host: User, @Param('id', DisplayIdPipe) id: number, @Body() dto: PairingSettingsDto): Promise<PairingDto> {
    return this.pairing.set(host.id, id, dto.required);
  }

  @Post('reset')
  @Access('host')
  @HttpCode(200)
  @ApiOperation({ summary: 'A new pairing code; every player token of the display stops working' })
  @ApiOkResponse({ type: PairingDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Display not found (or not yours)' })
  reset(@CurrentUser() host: User, @Param('id', DisplayIdPipe) id: number): Promise<PairingDto> {
    return this.pairing.reset(host.id, id);
  }
}

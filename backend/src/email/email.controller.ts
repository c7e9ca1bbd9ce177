import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/openapi';
import { EmailResponseDto } from './dto/email-responses.dto';
import type { User } from '../auth/entities/user.entity';
import { CurrentUser } from '../common/decorators';
import { GenerateEmailDto } from './dto/email.dto';
import { EmailService } from './email.service';

@ApiTags('email')
@Controller('email')
export class EmailController {
  constructor(private readonly emails: EmailService) {}

  @Post()
  @ApiOkResponse({ type: EmailResponseDto })
  @ApiErrors(400, 404, 413, 502, 503)
  @HttpCode(200)
  @ApiOperation({
    summary: 'Write an outreach e-mail from a persona (1 Cold Outreach, 2 Follow Up, 3 Meeting Request)',
    description: 'Stored per persona, type and variation: the same request answers the same e-mail.',
  })
  generate(@CurrentUser() user: User, @Body() dto: GenerateEmailDto): Promise<EmailResponseDto> {
    return this.emails.generate(user.id, dto);
  }
}

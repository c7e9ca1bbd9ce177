import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { User } from '../auth/entities/user.entity';
import { CurrentUser } from '../common/decorators';
import { GenerateEmailDto } from './dto/email.dto';
import { EmailService } from './email.service';

@ApiTags('email')
@Controller('email')
export class EmailController {
  constructor(private readonly emails: EmailService) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Write an outreach e-mail from a persona (1 Cold Outreach, 2 Follow Up, 3 Meeting Request)',
    description: 'Stored per persona, type and variation: the same request answers the same e-mail.',
  })
  generate(@CurrentUser() user: User, @Body() dto: GenerateEmailDto) {
    return this.emails.generate(user.id, dto);
  }
}

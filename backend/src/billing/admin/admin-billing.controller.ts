import { Body, Controller, Get, Headers, Param, ParseIntPipe, Post, Query, Res } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { User } from '../../auth/entities/user.entity';
import { AdminOnly, CurrentUser } from '../../common/decorators';
import { ListQueryDto, sendList } from '../../common/list-query';
import { GrantCreditsDto } from '../dto/admin-billing.dto';
import { AdminBillingService } from './admin-billing.service';

@ApiTags('admin')
@AdminOnly()
@Controller('admin')
export class AdminBillingController {
  constructor(private readonly billing: AdminBillingService) {}

  @Get('transactions')
  @ApiOperation({
    summary: 'Every ledger row, for the react-admin list (filter user_id, type, status, date_from, date_to)',
  })
  async transactions(@Query() query: ListQueryDto, @Res({ passthrough: true }) res: Response) {
    return sendList(res, 'transactions', await this.billing.transactions(query.parsed()));
  }

  @Get('plan-requests')
  @ApiOperation({ summary: 'Plan-upgrade requests for the sales team (react-admin list)' })
  async planRequests(@Query() query: ListQueryDto, @Res({ passthrough: true }) res: Response) {
    return sendList(res, 'plan-requests', await this.billing.planRequests(query.parsed()));
  }

  @Post('users/:id/credits')
  @ApiOperation({
    summary:
      'Grant bonus credits to a user, with a reason (the row names the granting admin). Send an Idempotency-Key ' +
      'header (1-100 of letters, digits, . _ : -) so a repeated submit grants once and answers the same row.',
  })
  @ApiHeader({ name: 'Idempotency-Key', required: false, description: 'One key per intended grant' })
  async grant(
    @CurrentUser() admin: User,
    @Param('id', ParseIntPipe) id: number,
    @Body() dto: GrantCreditsDto,
    @Headers('idempotency-key') idempotencyKey?: string,
  ) {
    const transaction = await this.billing.grant(admin, id, dto.credits, dto.reason, idempotencyKey);
    return { success: true, transaction };
  }
}

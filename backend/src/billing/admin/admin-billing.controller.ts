import { Body, Controller, Get, Headers, Param, ParseIntPipe, Post, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { User } from '../../auth/entities/user.entity';
import { AdminOnly, CurrentUser } from '../../common/decorators';
import { ApiGetOne, ApiList, ListQueryDto, sendList } from '../../common/list-query';
import { ApiErrors } from '../../common/openapi';
import {
  AdminTransactionDto,
  GrantCreditsDto,
  GrantCreditsResponseDto,
  PlanRequestDto,
} from '../dto/admin-billing.dto';
import type { AdminTransactionView } from '../transaction-view';
import {
  AdminBillingService,
  PLAN_REQUESTS_LIST,
  type PlanRequestView,
  TRANSACTIONS_LIST,
} from './admin-billing.service';

@ApiTags('admin')
@AdminOnly()
@Controller('admin')
export class AdminBillingController {
  constructor(private readonly billing: AdminBillingService) {}

  @Get('transactions')
  @ApiList(
    'Every ledger row, for the react-admin list (sort, range, filter; Content-Range header)',
    'transactions',
    AdminTransactionDto,
    TRANSACTIONS_LIST,
  )
  async transactions(
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AdminTransactionView[]> {
    return sendList(res, 'transactions', await this.billing.transactions(query.parsed()));
  }

  @Get('transactions/:id')
  @ApiGetOne('One ledger row', AdminTransactionDto)
  transaction(@Param('id', ParseIntPipe) id: number): Promise<AdminTransactionView> {
    return this.billing.transaction(id);
  }

  @Get('plan-requests')
  @ApiList(
    'Plan-upgrade requests for the sales team (react-admin list; Content-Range header)',
    'plan-requests',
    PlanRequestDto,
    PLAN_REQUESTS_LIST,
  )
  async planRequests(
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<PlanRequestView[]> {
    return sendList(res, 'plan-requests', await this.billing.planRequests(query.parsed()));
  }

  @Get('plan-requests/:id')
  @ApiGetOne('One plan-upgrade request', PlanRequestDto)
  planRequest(@Param('id', ParseIntPipe) id: number): Promise<PlanRequestView> {
    return this.billing.planRequest(id);
  }

  @Post('users/:id/credits')
  @ApiOperation({
    summary:
      'Grant bonus credits to a user, with a reason (the row names the granting admin). Send an Idempotency-Key ' +
      'header (1-100 of letters, digits, . _ : -) so a repeated submit grants once and answers the same row.',
  })
  @ApiHeader({ name: 'Idempotency-Key', required: false, description: 'One key per intended grant' })
  @ApiCreatedResponse({ type: GrantCreditsResponseDto })
  @ApiErrors(400, 404, 409)
  async grant(
    @CurrentUser() admin: User,
    @Param('id', ParseIntPipe) id: number,
    @Body() dto: GrantCreditsDto,
    @Headers('idempotency-key') idempotencyKey?: string,
  ): Promise<GrantCreditsResponseDto> {
    const transaction = await this.billing.grant(admin, id, dto.credits, dto.reason, idempotencyKey);
    return { success: true, transaction };
  }
}

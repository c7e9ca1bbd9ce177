import { Body, Controller, Delete, Get, Header, HttpCode, Inject, Param, Post, Query } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/openapi';
import {
  DbQueryResponseDto,
  FilterOptionsResponseDto,
  LeadErasedDto,
  LeadResponseDto,
  SchemaInfoResponseDto,
} from './dto/leads-responses.dto';
import { User } from '../auth/entities/user.entity';
import { AdminOnly, CurrentUser } from '../common/decorators';
import { indexPattern, parseDbQuery, parseFiltersParam } from './db-query';
import { DbQueryDto, FilterOptionsQueryDto, IndexPatternQueryDto } from './dto/leads.dto';
import { LEAD_FIELDS, LeadField } from './lead-fields';
import { LEAD_INDEX, LeadHit, LeadIndex } from './lead-index.port';
import { LeadErasureService } from './lead-erasure.service';

/**
 * The DB Query console counts matches up to this many, then shows "10,000+" (Elasticsearch's default
 * track_total_hits): an exact count of a broad query over millions of leads costs as much as reading them all.
 */
export const TRACK_TOTAL = 10_000;

/**
 * The JSON text of the hits' leads, each with its `_score` as its last key: a hit's JSON as the index made it where
 * it has one (LeadHit.json), the lead serialised where not.
 */
export function leadsJson(hits: LeadHit[]): string {
  const leads = hits.map((hit) => {
    // The index made each lead for this answer alone: it takes its score without being copied (a page of 100
    // leads of 40 fields, copied, was 4% of the server's main thread under the lead bench).
    if (hit.json === undefined) return JSON.stringify(Object.assign(hit.lead, { _score: hit.score }));
    const head = hit.json.slice(0, hit.json.lastIndexOf('}')).trimEnd();
    return `${head}${head === '{' ? '' : ','}"_score":${JSON.stringify(hit.score)}}`;
  });
  return `[${leads.join(',')}]`;
}

@ApiTags('admin: leads')
@AdminOnly()
@Controller()
export class DbController {
  constructor(
    @Inject(LEAD_INDEX) private readonly index: LeadIndex,
    private readonly erasure: LeadErasureService,
  ) {}

  @Get('db/schema-info')
  @ApiOkResponse({ type: SchemaInfoResponseDto })
  @ApiErrors(400)
  @ApiOperation({ summary: 'Accepted fields, total documents and datasets for an index pattern' })
  async schemaInfo(@Query() query: IndexPatternQueryDto) {
    return { success: true, ...(await this.index.schemaInfo(indexPattern(query.index_pattern))) };
  }

  @Get('db/filter-options')
  @ApiOkResponse({ type: FilterOptionsResponseDto })
  @ApiErrors(400)
  @ApiOperation({ summary: "A field's top values with counts under the current filters" })
  async filterOptions(@Query() query: FilterOptionsQueryDto) {
    const field = query.field as LeadField;
    const values = await this.index.facets({
      field,
      indexPattern: indexPattern(query.index_pattern),
      filters: parseFiltersParam(query.filters),
      text: query.query,
      limit: query.limit ?? LEAD_FIELDS[field].topValues,
    });
    // sampled: the counts come from that many of the newest leads in scope, not all of them (see LeadIndex.facets).
    return { success: true, field, values: [...values], ...(values.sampled ? { sampled: values.sampled } : {}) };
  }

  @Post('db/query')
  @ApiOkResponse({ type: DbQueryResponseDto })
  @ApiErrors(400, 413)
  @HttpCode(200)
  // The answer is JSON text made here (see below).
  @Header('Content-Type', 'application/json; charset=utf-8')
  @ApiBody({ type: DbQueryDto })
  @ApiOperation({ summary: 'Query the lead index with filters, sort and paging' })
  async query(@Body() body: Record<string, unknown>): Promise<string> {
    const query = parseDbQuery(body);
    const { hits, total, totalRelation, timedOut } = await this.index.search({
      indexPattern: query.indexPattern,
      text: query.text,
      filters: query.filters,
      sort: query.sort,
      page: query.page,
      pageSize: query.pageSize,
      trackTotal: TRACK_TOTAL,
    });
    const rest = {
      total_count: total,
      // 'gte': there are at least total_count matches (counting stops at TRACK_TOTAL, or the time budget ran out).
      total_relation: totalRelation ?? 'eq',
      ...(timedOut ? { timed_out: true } : {}),
      total_pages: Math.ceil(total / query.pageSize),
      page: query.page,
      page_size: query.pageSize,
    };
    // The leads are written as the index gave them: on SQLite as JSON the database made in its reader's thread
    // (serialised here, they were 5-6% of the main thread under the lead bench's searches).
    return `{"success":true,"data":${leadsJson(hits)},${JSON.stringify(rest).slice(1)}`;
  }

  @Get('leads/:id')
  @ApiOkResponse({ type: LeadResponseDto })
  @ApiErrors(404)
  @ApiOperation({ summary: 'One lead' })
  async lead(@Param('id') id: string) {
    return { success: true, lead: await this.erasure.get(id) };
  }

  @Delete('leads/:id')
  @ApiOkResponse({ type: LeadErasedDto })
  @ApiErrors(404)
  @ApiOperation({ summary: 'Erase a lead (GDPR): recorded with who and when, and kept out of later imports' })
  async erase(@Param('id') id: string, @CurrentUser() admin: User) {
    await this.erasure.erase(id, admin);
    return { success: true, deleted: true };
  }
}

import { applyDecorators, type Type } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import type { Response } from 'express';
import { Brackets, type ObjectLiteral, type SelectQueryBuilder, type WhereExpressionBuilder } from 'typeorm';
import { badRequest, notFound } from './app-exception';
import { ApiErrors } from './openapi';

/** A react-admin (ra-data-simple-rest) list request: sort=["field","ASC"], range=[0,24], filter={...}. */
export interface ListParams {
  sort: { field: string; order: 'ASC' | 'DESC' };
  range: { start: number; end: number };
  filter: Record<string, unknown>;
}

export interface ListResult<T> {
  rows: T[];
  total: number;
  start: number;
}

export const MAX_PAGE = 1000;

function parseJson(name: string, raw: string | undefined): unknown {
  if (raw === undefined || raw === '') return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    throw badRequest('invalid_query', `${name} must be JSON`);
  }
}

export class ListQueryDto {
  @ApiPropertyOptional({ description: 'The field and direction to sort by', example: '["id","ASC"]' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  sort?: string;

  @ApiPropertyOptional({ description: 'First and last row, inclusive (at most 1000 rows)', example: '[0,24]' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  range?: string;

  @ApiPropertyOptional({
    description: 'Field → value; {"id":[1,2]} reads those rows (getMany), an unknown field is a 400',
    example: '{"id":[1,2]}',
  })
  @IsOptional()
  @IsString()
  @MaxLength(20_000)
  filter?: string;

  parsed(defaultSort = 'id'): ListParams {
    const sort = parseJson('sort', this.sort) ?? [defaultSort, 'ASC'];
    const filter = parseJson('filter', this.filter) ?? {};
    if (
      !Array.isArray(sort) ||
      typeof sort[0] !== 'string' ||
      !['ASC', 'DESC'].includes(String(sort[1]).toUpperCase())
    ) {
      throw badRequest('invalid_query', 'sort must look like ["field","ASC"]');
    }
    if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) {
      throw badRequest('invalid_query', 'filter must be a JSON object');
    }
    // getMany sends only filter={"id":[…]}: every asked-for row comes back, not the first page of them.
    const ids = (filter as Record<string, unknown>).id;
    const wholeList = Array.isArray(ids) ? [0, Math.max(ids.length, 1) - 1] : [0, 24];
    const range = parseJson('range', this.range) ?? wholeList;
    if (
      !Array.isArray(range) ||
      !Number.isInteger(range[0]) ||
      !Number.isInteger(range[1]) ||
      range[0] < 0 ||
      range[1] < range[0]
    ) {
      throw badRequest('invalid_query', 'range must look like [0,24]');
    }
    return {
      sort: { field: sort[0], order: String(sort[1]).toUpperCase() as 'ASC' | 'DESC' },
      range: { start: range[0], end: Math.min(range[1], range[0] + MAX_PAGE - 1) },
      filter: filter as Record<string, unknown>,
    };
  }
}

/** Sends a list the way ra-data-simple-rest reads it: the bare array, and Content-Range for the total. */
export function sendList<T>(res: Response, resource: string, result: ListResult<T>): T[] {
  const end = result.rows.length ? result.start + result.rows.length - 1 : result.start;
  res.setHeader('Content-Range', `${resource} ${result.start}-${end}/${result.total}`);
  return result.rows;
}

/**
 * One filter field: checks its value (a 400 naming the field when it is wrong) and narrows the query.
 * `param` is a parameter name unique to this field, so filters never overwrite each other's values.
 */
export type ListFilter = (where: WhereExpressionBuilder, value: unknown, field: string, param: string) => void;

/** What a react-admin resource offers: its key, the fields it sorts by and the fields it filters on. */
export interface ListSpec {
  /** The records' name in messages: "Cannot sort users by …", "User not found". */
  plural: string;
  singular: string;
  /** The primary-key column, e.g. "user.id": the id filter (getMany) and the sort's tie-break. */
  id: string;
  /** Field as the client names it → the column (or expression) to order by. */
  sortable: Record<string, string>;
  /** Field as the client names it → its filter; `id` is always there. */
  filters: Record<string, ListFilter>;
}

/** The react-admin list: sort (tie-break by id in the same direction), filter, page, and the total. */
export async function findPage<T extends ObjectLiteral>(
  query: SelectQueryBuilder<T>,
  params: ListParams,
  spec: ListSpec,
): Promise<{ rows: T[]; total: number }> {
  // hasOwn: a field named like an Object.prototype member (constructor, __proto__) is unknown too.
  const column = Object.hasOwn(spec.sortable, params.sort.field) ? spec.sortable[params.sort.field] : undefined;
  if (!column) throw badRequest('invalid_query', `Cannot sort ${spec.plural} by ${params.sort.field}`);
  applyFilter(query, params.filter, spec);
  query.orderBy(column, params.sort.order);
  if (column !== spec.id) query.addOrderBy(spec.id, params.sort.order);
  // Every join of these lists is many-to-one, so a plain OFFSET/LIMIT pages the rows themselves.
  const [rows, total] = await query
    .offset(params.range.start)
    .limit(params.range.end - params.range.start + 1)
    .getManyAndCount();
  return { rows, total };
}

/** getOne: the record with this id, or a 404 "<Singular> not found". */
export async function findOne<T extends ObjectLiteral>(
  query: SelectQueryBuilder<T>,
  id: number,
  spec: ListSpec,
): Promise<T> {
  const row = await query.andWhere(`${spec.id} = :listId`, { listId: id }).getOne();
  if (!row) {
    const name = spec.singular.charAt(0).toUpperCase() + spec.singular.slice(1);
    throw notFound(`${spec.singular.replace(/ /g, '_')}_not_found`, `${name} not found`);
  }
  return row;
}

/** Applies react-admin's filter object; unknown fields are a 400 naming them, empty values mean "no filter". */
export function applyFilter(where: WhereExpressionBuilder, filter: Record<string, unknown>, spec: ListSpec): void {
  const filters: Record<string, ListFilter> = { id: whole(spec.id), ...spec.filters };
  const unknown = Object.keys(filter).filter((field) => !Object.hasOwn(filters, field));
  if (unknown.length) {
    throw badRequest(
      'invalid_query',
      `Unknown filter ${unknown.join(', ')} (${spec.plural} filter on ${Object.keys(filters).join(', ')})`,
    );
  }
  for (const [field, value] of Object.entries(filter)) {
    if (value === undefined || value === null || value === '') continue;
    filters[field](where, value, field, `filter_${field}`);
  }
}

/** Documents a react-admin list route from its spec: the rows, Content-Range, and what it sorts and filters by. */
export const ApiList = (summary: string, resource: string, type: Type, spec: ListSpec) =>
  applyDecorators(
    ApiOperation({
      summary,
      description:
        `Sort by: ${Object.keys(spec.sortable).join(', ')} (ties broken by id in the same direction). ` +
        `Filter on: ${['id', ...Object.keys(spec.filters)].join(', ')}.`,
    }),
    ApiOkResponse({
      type,
      isArray: true,
      headers: {
        'Content-Range': {
          description: 'The rows sent and the total, e.g. "' + resource + ' 0-24/319"',
          schema: { type: 'string' },
        },
      },
    }),
    ApiErrors(400),
  );

/** Documents a react-admin getOne route: the record at the top level, or a 404. */
export const ApiGetOne = (summary: string, type: Type) =>
  applyDecorators(ApiOperation({ summary }), ApiOkResponse({ type }), ApiErrors(400, 404));

// The filters a spec is made of.

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);

function wholeNumbers(field: string, value: unknown): number[] {
  const values = list(value).map((item) => (typeof item === 'string' && /^\d+$/.test(item) ? Number(item) : item));
  if (!values.every((item) => Number.isSafeInteger(item))) {
    throw badRequest('invalid_query', `${field} must be a whole number or a list of them`);
  }
  if (values.length > MAX_PAGE) throw badRequest('invalid_query', `${field} lists at most ${MAX_PAGE} values`);
  return values as number[];
}

/** Equals a whole number, or one of a list of them (getMany's id, getManyReference's user_id). */
export const whole =
  (column: string): ListFilter =>
  (where, value, field, param) => {
    const values = wholeNumbers(field, value);
    where.andWhere(values.length ? `${column} IN (:...${param})` : '1 = 0', { [param]: values });
  };

/** Equals a text, or one of a list of them; with `allowed`, only those values. */
export const exact =
  (column: string, allowed?: readonly string[]): ListFilter =>
  (where, value, field, param) => {
    const values = list(value);
    if (!values.every((item) => typeof item === 'string' && item.length <= 500)) {
      throw badRequest('invalid_query', `${field} must be text or a list of texts`);
    }
    if (allowed && !values.every((item) => allowed.includes(item as string))) {
      throw badRequest('invalid_query', `${field} must be one of ${allowed.join(', ')}`);
    }
    where.andWhere(values.length ? `${column} IN (:...${param})` : '1 = 0', { [param]: values });
  };

/** true or false (also as text, as a query string would carry it). */
export const flag =
  (column: string): ListFilter =>
  (where, value, field, param) => {
    if (![true, false, 'true', 'false'].includes(value as never)) {
      throw badRequest('invalid_query', `${field} must be true or false`);
    }
    where.andWhere(`${column} = :${param}`, { [param]: value === true || value === 'true' });
  };

/** Case-insensitive part of any of the columns; % and _ are taken literally ('!' escapes on both databases). */
export const contains =
  (...columns: string[]): ListFilter =>
  (where, value, field, param) => {
    if (typeof value !== 'string') throw badRequest('invalid_query', `${field} must be text`);
    const text = value.trim().toLowerCase().slice(0, 500);
    if (!text) return;
    const pattern = `%${text.replace(/[!%_]/g, (char) => `!${char}`)}%`;
    where.andWhere(
      new Brackets((any) => {
        for (const column of columns) any.orWhere(`LOWER(${column}) LIKE :${param} ESCAPE '!'`, { [param]: pattern });
      }),
    );
  };

/** On or after ('from') or on or before ('to') a day: "2026-05-01" covers the whole UTC day. */
export const onDay =
  (column: string, edge: 'from' | 'to'): ListFilter =>
  (where, value, field, param) => {
    where.andWhere(`${column} ${edge === 'from' ? '>=' : '<='} :${param}`, { [param]: day(field, value, edge) });
  };

function day(field: string, value: unknown, edge: 'from' | 'to'): Date {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const date = new Date(`${value}T${edge === 'from' ? '00:00:00.000' : '23:59:59.999'}Z`);
    if (!Number.isNaN(date.getTime())) return date;
  }
  // A full ISO timestamp is taken as it is.
  const date = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value) ? new Date(value) : new Date(Number.NaN);
  if (Number.isNaN(date.getTime())) throw badRequest('invalid_query', `${field} must be a date (YYYY-MM-DD)`);
  return date;
}

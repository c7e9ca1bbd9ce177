import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import type { Response } from 'express';
import { badRequest } from './app-exception';

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
  @ApiPropertyOptional({ example: '["id","ASC"]' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  sort?: string;

  @ApiPropertyOptional({ example: '[0,24]' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  range?: string;

  @ApiPropertyOptional({ example: '{"q":"ada"}' })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  filter?: string;

  parsed(defaultSort = 'id'): ListParams {
    const sort = parseJson('sort', this.sort) ?? [defaultSort, 'ASC'];
    const range = parseJson('range', this.range) ?? [0, 24];
    const filter = parseJson('filter', this.filter) ?? {};
    if (
      !Array.isArray(sort) ||
      typeof sort[0] !== 'string' ||
      !['ASC', 'DESC'].includes(String(sort[1]).toUpperCase())
    ) {
      throw badRequest('invalid_query', 'sort must look like ["field","ASC"]');
    }
    if (
      !Array.isArray(range) ||
      !Number.isInteger(range[0]) ||
      !Number.isInteger(range[1]) ||
      range[0] < 0 ||
      range[1] < range[0]
    ) {
      throw badRequest('invalid_query', 'range must look like [0,24]');
    }
    if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) {
      throw badRequest('invalid_query', 'filter must be a JSON object');
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

import { BadRequestException } from '@nestjs/common';
import type { Response } from 'express';
import { ObjectLiteral, SelectQueryBuilder } from 'typeorm';

/** Hard cap on any admin list page. */
export const MAX_PAGE_SIZE = 500;

export interface ListQuery {
  /** `sort=["field","ASC"]` */
  sort?: string;
  /** `range=[0,24]` (inclusive) */
  range?: string;
  /** `filter={"q":"text","status":"Received","id":[1,2]}` */
  filter?: string;
}

export interface ParsedList {
  sortField?: string;
  sortOrder: 'ASC' | 'DESC';
  offset: number;
  limit: number;
  filter: Record<string, unknown>;
}

function parseJson<T>(raw: string | undefined, name: string, fallback: T): T {
  if (raw === undefined || raw === '') return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    throw new BadRequestException(`${name} must be JSON.`);
  }
}

/** Parses ra-data-simple-rest's sort/range/filter query parameters, validating their shapes. */
export function parseListQuery(q: ListQuery): ParsedList {
  const sort = parseJson<unknown>(q.sort, 'sort', []);
  const range = parseJson<unknown>(q.range, 'range', [0, 24]);
  const filter = parseJson<unknown>(q.filter, 'filter', {});
  if (
    !Array.isArray(sort) ||
    (sort.length && (typeof sort[0] !== 'string' || !['ASC', 'DESC'].includes(String(sort[1]).toUpperCase())))
  ) {
    throw new BadRequestException('sort must look like ["field","ASC"].');
  }
  if (
    !Array.isArray(range) ||
    range.length !== 2 ||
    !range.every((n) => Number.isInteger(n) && n >= 0) ||
    range[1] < range[0]
  ) {
    throw new BadRequestException('range must look like [0,24].');
  }
  if (!filter || typeof filter !== 'object' || Array.isArray(filter))
    throw new BadRequestException('filter must be a JSON object.');
  const limit = Math.min(range[1] - range[0] + 1, MAX_PAGE_SIZE);
  return {
    sortField: sort[0] as string | undefined,
    sortOrder: String(sort[1] ?? 'ASC').toUpperCase() as 'ASC' | 'DESC',
    offset: range[0],
    limit,
    filter: filter as Record<string, unknown>,
  };
}

export interface ListSpec<T extends ObjectLiteral> {
  /** Allowed sort fields: API name -> SQL expression (e.g. 'o.created_at'). */
  sorts: Record<string, string>;
  defaultSort: [string, 'ASC' | 'DESC'];
  /** Allowed filters: API name -> a function adding a WHERE clause with bound parameters. */
  filters?: Record<string, (qb: SelectQueryBuilder<T>, value: unknown) => void>;
}

/**
 * The one list helper for react-admin resources: whitelisted sorts and filters, capped page size,
 * total count. Unknown sort fields or filters are a 400; values are always bound, never interpolated.
 * `filter.id` (array) is handled for getMany when the spec has an 'id' filter.
 */
export async function runList<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  query: ListQuery,
  spec: ListSpec<T>,
): Promise<{ rows: T[]; total: number; offset: number }> {
  const p = parseListQuery(query);
  for (const [name, value] of Object.entries(p.filter)) {
    if (value === undefined || value === null || value === '') continue;
    const apply = spec.filters?.[name];
    if (!apply) throw new BadRequestException(`Unknown filter: ${name}.`);
    apply(qb, value);
  }
  const [field, order] = p.sortField ? [p.sortField, p.sortOrder] : spec.defaultSort;
  const expr = spec.sorts[field];
  if (!expr) throw new BadRequestException(`Cannot sort by ${field}.`);
  qb.orderBy(expr, order).offset(p.offset).limit(p.limit);
  const [rows, total] = await qb.getManyAndCount();
  return { rows, total, offset: p.offset };
}

/** Sets the Content-Range header ra-data-simple-rest reads for the total. */
export function setContentRange(res: Response, resource: string, offset: number, count: number, total: number): void {
  const end = count ? offset + count - 1 : offset;
  res.setHeader('Content-Range', `${resource} ${offset}-${end}/${total}`);
  res.setHeader('Access-Control-Expose-Headers', 'Content-Range');
}

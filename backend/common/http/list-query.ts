import { BadRequestException } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import type { FastifyReply } from 'fastify';
import { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { ADMIN_MAX_PAGE_SIZE, PAGE_SIZES } from '../../domain/page-size';

/** The largest row id (PostgreSQL integer) and list offset. */
export const MAX_ID = 2_147_483_647;

/** A row id from a URL, a body or a filter: a positive 32-bit whole number (or its digits), else undefined. */
export function toRowId(value: unknown): number | undefined {
  const n = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= MAX_ID ? n : undefined;
}

/** Keys that must never be looked up on an object built from a request. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** ra-data-simple-rest's list parameters (a class, so the global validation and the document see them). */
export class ListQuery {
  @ApiPropertyOptional({ description: 'JSON `["field","ASC"]`', example: '["id","ASC"]' })
  @IsOptional()
  @IsString({ message: 'sort must look like ["field","ASC"].' })
  @MaxLength(200, { message: 'sort must look like ["field","ASC"].' })
  sort?: string;

  @ApiPropertyOptional({ description: 'JSON `[first,last]`, inclusive', example: '[0,24]' })
  @IsOptional()
  @IsString({ message: 'range must look like [0,24].' })
  @MaxLength(100, { message: 'range must look like [0,24].' })
  range?: string;

  @ApiPropertyOptional({ description: 'JSON object of filters, e.g. `{"q":"text","id":[1,2]}`', example: '{}' })
  @IsOptional()
  @IsString({ message: 'filter must be a JSON object.' })
  @MaxLength(20_000, { message: 'filter is too long.' })
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

/**
 * Parses ra-data-simple-rest's sort/range/filter query parameters, validating their shapes. No
 * range: the admin lists' default page; a longer range is cut to `maxPageSize`.
 */
export function parseListQuery(q: ListQuery, maxPageSize: number = ADMIN_MAX_PAGE_SIZE): ParsedList {
  const sort = parseJson<unknown>(q.sort, 'sort', []);
  const range = parseJson<unknown>(q.range, 'range', [0, PAGE_SIZES.admin.default - 1]);
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
    !range.every((n) => Number.isInteger(n) && n >= 0 && n <= MAX_ID) ||
    range[1] < range[0]
  ) {
    throw new BadRequestException('range must look like [0,24].');
  }
  if (!filter || typeof filter !== 'object' || Array.isArray(filter))
    throw new BadRequestException('filter must be a JSON object.');
  for (const key of Object.keys(filter))
    if (FORBIDDEN_KEYS.has(key)) throw new BadRequestException(`Unknown filter: ${key}.`);
  const f = filter as Record<string, unknown>;
  // getMany (`filter={"id":[1,2]}`) and getOne-style filters: always a non-empty list of row ids.
  if (f.id !== undefined && f.id !== null && f.id !== '') {
    const list = Array.isArray(f.id) ? f.id : [f.id];
    const ids = list.map(toRowId);
    if (!list.length || list.length > ADMIN_MAX_PAGE_SIZE || ids.some((id) => id === undefined))
      throw new BadRequestException('filter.id must be a record id or a list of record ids.');
    f.id = ids;
  }
  const limit = Math.min(range[1] - range[0] + 1, maxPageSize);
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
  /** A larger page than ADMIN_MAX_PAGE_SIZE, for a whole-list export. */
  maxPageSize?: number;
  /** Allowed filters: API name -> a function adding a WHERE clause with bound parameters. */
  filters?: Record<string, (qb: SelectQueryBuilder<T>, value: unknown) => void>;
  /**
   * The list's unique key (e.g. 'o.id'), sorted on last: rows with equal sort values (an import
   * gives all its rows one creation time) keep one order, so paging shows each row exactly once.
   * Required: a list without one skips and repeats rows.
   */
  tieBreak: string;
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
  const p = applyList(qb, query, spec);
  qb.offset(p.offset).limit(p.limit);
  const [rows, total] = await qb.getManyAndCount();
  return { rows, total, offset: p.offset };
}

/**
 * The list's filters and sort (whitelisted, values bound) on `qb`, without its page: what runList
 * pages through and an export streams whole.
 */
export function applyList<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  query: ListQuery,
  spec: ListSpec<T>,
): ParsedList {
  const p = parseListQuery(query, spec.maxPageSize);
  for (const [name, value] of Object.entries(p.filter)) {
    if (value === undefined || value === null || value === '') continue;
    const apply = spec.filters && Object.hasOwn(spec.filters, name) ? spec.filters[name] : undefined;
    if (!apply) throw new BadRequestException(`Unknown filter: ${name}.`);
    apply(qb, value);
  }
  const [field, order] = p.sortField ? [p.sortField, p.sortOrder] : spec.defaultSort;
  const expr = Object.hasOwn(spec.sorts, field) ? spec.sorts[field] : undefined;
  if (!expr) throw new BadRequestException(`Cannot sort by ${field}.`);
  qb.orderBy(expr, order);
  if (spec.tieBreak !== expr) qb.addOrderBy(spec.tieBreak, order);
  return p;
}

/** Sets the Content-Range header ra-data-simple-rest reads for the total. */
export function setContentRange(
  res: FastifyReply,
  resource: string,
  offset: number,
  count: number,
  total: number,
): void {
  const end = count ? offset + count - 1 : offset;
  res.header('Content-Range', `${resource} ${offset}-${end}/${total}`);
  res.header('Access-Control-Expose-Headers', 'Content-Range');
}

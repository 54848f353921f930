import {
  applyDecorators,
  CallHandler,
  ExecutionContext,
  Get,
  Header,
  NestInterceptor,
  UseInterceptors,
} from '@nestjs/common';
import { ApiBadRequestResponse, ApiOperation, ApiQuery } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { map, Observable } from 'rxjs';
import { z } from 'zod';
import type { ListPage } from '../database/list-page';
import { ApiZodOkResponse } from './api-document';
import { parseFilterQuery, parseRange, parseSortQuery, setContentRange } from './react-admin-query';

type SortDirection = 'ASC' | 'DESC';

/** How one react-admin resource is filtered, sorted and paged (ra-data-simple-rest's `filter`, `sort`, `range`). */
export interface AdminListSpec<Filter> {
  /** The resource name in `Content-Range`. */
  resource: string;
  filter: z.ZodType<Filter>;
  /** Sortable field -> SQL expression(s); the id column last makes the order total. */
  sortColumns: Record<string, string | string[]>;
  defaultSort: [string, SortDirection];
  idColumn: string;
  /** The page when the request names none (react-admin always does). */
  defaultRange?: string;
}

/** A list request, parsed and checked: the filter through its schema, the sort into an ORDER BY over known columns. */
export interface AdminListRequest<Filter> {
  filter: Filter;
  orderBy: string;
  page: { offset: number; limit: number };
}

type ListQuery = Record<string, unknown>;

const pageOf = (spec: AdminListSpec<unknown>, query: ListQuery) => parseRange(query.range ?? spec.defaultRange);

export function parseAdminList<Filter>(spec: AdminListSpec<Filter>, query: ListQuery): AdminListRequest<Filter> {
  return {
    filter: parseFilterQuery(spec.filter, query.filter),
    orderBy: parseSortQuery(query.sort, spec.sortColumns, spec.defaultSort, spec.idColumn),
    page: pageOf(spec, query),
  };
}

/** Answers a handler's ListPage with its rows and the `Content-Range` react-admin reads the total from. */
class ContentRangeInterceptor implements NestInterceptor {
  constructor(private readonly spec: AdminListSpec<unknown>) {}

  intercept(context: ExecutionContext, next: CallHandler<ListPage<unknown>>): Observable<unknown[]> {
    const http = context.switchToHttp();
    const page = pageOf(this.spec, http.getRequest<Request>().query);
    return next.handle().pipe(
      map(({ rows, total }) => {
        setContentRange(http.getResponse<Response>(), this.spec.resource, page, rows.length, total);
        return rows;
      }),
    );
  }
}

/**
 * The GET route of a react-admin list: never cached, documented, answered with the page's rows and
 * `Content-Range`. The handler parses its query with `parseAdminList(spec, query)` and returns a ListPage.
 */
export function AdminList<Filter>(
  spec: AdminListSpec<Filter>,
  doc: { summary: string; description?: string; filter: string; sort: string; row: z.ZodType },
) {
  return applyDecorators(
    Get(),
    Header('Cache-Control', 'no-store'),
    ApiOperation({ summary: doc.summary, description: doc.description }),
    ApiQuery({ name: 'filter', required: false, description: `JSON: ${doc.filter}` }),
    ApiQuery({ name: 'sort', required: false, description: `JSON: ${doc.sort}` }),
    ApiQuery({ name: 'range', required: false, description: 'JSON: [0,24] (einschließlich, höchstens 500 Zeilen)' }),
    ApiZodOkResponse([doc.row]),
    ApiBadRequestResponse({ description: 'Ungültiger Filter, Sortierung oder Bereich' }),
    UseInterceptors(new ContentRangeInterceptor(spec)),
  );
}

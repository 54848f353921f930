import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
import type { Request } from 'express';

/**
 * The `token` query parameter of a link from an e-mail. Anything but one string (missing, or
 * repeated as ?token=a&token=b) comes through as undefined, which the services answer with 400/404.
 */
export const LinkToken = createParamDecorator((_data: unknown, context: ExecutionContext): string | undefined => {
  const token = context.switchToHttp().getRequest<Request>().query.token;
  return typeof token === 'string' ? token : undefined;
});

/** Documents the parameter LinkToken reads, on the handler that uses it. */
export const ApiLinkToken = (description?: string) =>
  ApiQuery({ name: 'token', type: String, required: true, description });

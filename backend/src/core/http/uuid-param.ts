import { z } from 'zod';
import { ApiError } from './api-error';

/** A route's `:id`: anything but a UUID cannot name a row, so it answers 404 with the resource's message. */
export function uuidOr404(id: string, message: string): string {
  if (!z.uuid().safeParse(id).success) throw ApiError.notFound(message);
  return id;
}

/** Form helpers around the shared field rules (`@mpb/domain`). */

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** Drops the fields without a message. */
export function collectErrors<Field extends string>(checks: Record<Field, string | null>): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const [field, message] of Object.entries(checks) as [Field, string | null][]) {
    if (message) errors[field] = message;
  }
  return errors;
}

/** Blank optional text becomes null in a request body. */
export function optionalText(value: string): string | null {
  const text = value.trim();
  return text ? text : null;
}

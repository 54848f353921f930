import { isAdminAreaPath, SITE_PATHS } from '@mpb/domain';
/**
 * Where a sign-in link may lead: a path of this site only. Refuses absolute and
 * protocol-relative URLs ('//evil.example', '/\evil.example'), schemes, control characters.
 */
export function isSafeRedirectPath(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 500) return false;
  if (!value.startsWith('/') || value.startsWith('//')) return false;
  // Browsers treat '\' like '/', and strip tabs and newlines before parsing.
  if (value.includes('\\') || Array.from(value).some(isControlCharacter)) return false;
  const parsed = new URL(value, 'http://site.invalid');
  return parsed.origin === 'http://site.invalid';
}

function isControlCharacter(character: string): boolean {
  const code = character.charCodeAt(0);
  return code <= 0x1f || code === 0x7f;
}

export const isAdminPath = isAdminAreaPath;

/** Admins land in the admin area; everybody else where they asked to go (default: the start page). */
export function landingPath(requested: string, isAdmin: boolean): string {
  const safe = isSafeRedirectPath(requested) ? requested : SITE_PATHS.home;
  if (isAdmin && !isAdminPath(safe)) return SITE_PATHS.admin;
  return safe;
}

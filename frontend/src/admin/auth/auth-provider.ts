import { SITE_PATHS } from '@mpb/domain';
import type { AuthProvider } from 'react-admin';
import { requestMagicLink } from '../../site/lib/visitor-session';
import { fetchSessionUser, mayEnterAdmin } from './admin-auth-api';

/**
 * Sends react-admin to the sign-in page without ending the session and without a notification:
 * react-admin reads `redirectTo` and `logoutUser`, and stays silent only when `message` is false.
 */
class SignInRequired extends Error {
  readonly redirectTo = '/login';
  readonly logoutUser = false;

  constructor() {
    super();
    Object.defineProperty(this, 'message', { value: false });
  }
}

/**
 * react-admin's view of the server session. The server decides on every call (ADMIN_EMAILS and
 * the second factor); this only sends people to the sign-in page, which shows the right step.
 * A refusal keeps the session: the sign-in page needs it for the second factor, and signs a
 * non-admin out itself (001 §4).
 */
export const authProvider: AuthProvider = {
  async login({ email }: { email: string }) {
    await requestMagicLink(email, SITE_PATHS.admin);
  },
  // react-admin calls this whenever checkAuth fails, also for an admin who still owes the second
  // factor; ending the session there would make that step impossible. The header's 'Abmelden' and
  // the denial screen end the session on the server explicitly.
  async logout() {
    // Nothing to do on the server; react-admin then shows its login page.
  },
  async checkAuth() {
    if (!mayEnterAdmin(await fetchSessionUser())) {
      throw new SignInRequired();
    }
  },
  checkError(error: { status?: number }) {
    return error?.status === 401 || error?.status === 403 ? Promise.reject(new SignInRequired()) : Promise.resolve();
  },
  async getIdentity() {
    const user = await fetchSessionUser();
    if (!user) throw new Error('not signed in');
    return { id: user.email, fullName: user.email };
  },
};

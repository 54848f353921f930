/** How long a sign-in link works (visitors and admins alike); mails, dialogs and the privacy page say so. */
export const MAGIC_LINK_VALID_MINUTES = 15;

import { MAGIC_LINK_VALID_MINUTES, SITE_PATHS } from '@mpb/domain';
import { useState } from 'react';
import { MagicLinkForm } from '../../components/MagicLinkForm';

/** Not signed in: the magic-link form, whose link leads back to 'Meine Buchungen'. */
export function SignInPanel() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <div className="my-bookings__panel">
      {sentTo ? (
        <div role="status">
          <h2>E-Mail gesendet</h2>
          <p>
            Wir haben einen Anmeldelink an <strong>{sentTo}</strong> gesendet. Öffnen Sie die E-Mail und klicken Sie auf
            den Link; er ist {MAGIC_LINK_VALID_MINUTES} Minuten gültig und führt Sie direkt zu Ihren Buchungen.
          </p>
          <button type="button" className="link-button" onClick={() => setSentTo(null)}>
            Andere E-Mail-Adresse verwenden
          </button>
        </div>
      ) : (
        <>
          <h2>Anmelden</h2>
          <p className="muted">
            Geben Sie die E-Mail-Adresse an, mit der Sie gebucht haben. Wir senden Ihnen einen Anmeldelink; ein Passwort
            brauchen Sie nicht.
          </p>
          <MagicLinkForm redirect={SITE_PATHS.myBookings} onSent={setSentTo} />
        </>
      )}
    </div>
  );
}

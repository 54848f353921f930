interface CheckoutMailedProps {
  /** The server's explanation (a checkout for this address and date is already open). */
  message: string;
  onClose: () => void;
}

/** The booking dialog's answer when this address already has an open checkout for the date. */
export function CheckoutMailed({ message, onClose }: CheckoutMailedProps) {
  return (
    <div className="checkout-mailed">
      <div className="notice" role="alert">
        <p className="checkout-mailed__title">Bitte prüfen Sie Ihr E-Mail-Postfach</p>
        <p>{message}</p>
      </div>
      <p className="dialog__note">
        Die E-Mail kann einige Minuten brauchen; sehen Sie bitte auch im Spam-Ordner nach. Wenn Sie nicht buchen
        möchten, müssen Sie nichts tun: Die Reservierung läuft dann von selbst ab.
      </p>
      <div className="dialog__actions">
        <button type="button" className="button button--primary" onClick={onClose} autoFocus>
          Schließen
        </button>
      </div>
    </div>
  );
}

/** What a GDPR deletion writes in place of a customer's name (backend/src/bookings/customer-fields.ts). */
export const ANONYMISED_NAME = 'Anonymisiert (DSGVO)';

/** What a GDPR deletion writes in place of a customer's address (backend/src/gdpr/personal-data.repository.ts). */
export const ANONYMISED_EMAIL = 'anonymisiert@geloescht.invalid';

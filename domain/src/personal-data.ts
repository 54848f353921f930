/** What a GDPR deletion writes in place of a customer's address (backend/src/gdpr/personal-data.repository.ts). */
export const ANONYMISED_EMAIL = 'anonymisiert@geloescht.invalid';

import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import germanMessages from 'ra-language-german';
import { mergeTranslations, type TranslationMessages } from 'react-admin';
import { resourceMessages } from './resource-messages';

// ra-language-german predates some react-admin 5 keys; English fills the gaps instead of raw keys.
const messages: TranslationMessages = mergeTranslations(englishMessages, germanMessages, resourceMessages);

export const i18nProvider = polyglotI18nProvider(() => messages, 'de', [{ locale: 'de', name: 'Deutsch' }], {
  allowMissing: true,
});

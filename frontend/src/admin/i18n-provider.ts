import polyglotI18nProvider from 'ra-i18n-polyglot';
import { mergeTranslations, type TranslationMessages } from 'react-admin';
import { richTextMessages } from './email-templates/editor/rich-text-messages';
import { germanMessages } from './i18n/german-messages';
import { resourceMessages } from './resource-messages';

// germanMessages covers every react-admin key (german-messages.spec.ts checks that against ra-language-english).
const messages = mergeTranslations(germanMessages, resourceMessages, richTextMessages) as TranslationMessages;

export const i18nProvider = polyglotI18nProvider(() => messages, 'de', [{ locale: 'de', name: 'Deutsch' }], {
  allowMissing: true,
});

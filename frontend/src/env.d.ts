/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SITE_PHONE?: string;
  readonly VITE_SITE_EMAIL?: string;
  readonly VITE_SITE_URL?: string;
  /** 'Name, address' of the operator. */
  readonly VITE_SITE_OPERATOR?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

declare module 'ra-language-german' {
  import type { TranslationMessages } from 'ra-core';
  const germanMessages: TranslationMessages;
  export default germanMessages;
}

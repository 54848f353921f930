// html-to-text 10 ships no type declarations; only what this package calls.
declare module 'html-to-text' {
  export interface SelectorDefinition {
    selector: string;
    format?: string;
    options?: Record<string, unknown>;
  }
  export interface HtmlToTextOptions {
    wordwrap?: number | false | null;
    formatters?: Record<string, unknown>;
    selectors?: SelectorDefinition[];
  }
  export function compile(options?: HtmlToTextOptions): (html: string) => string;
}

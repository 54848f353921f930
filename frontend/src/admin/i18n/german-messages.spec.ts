import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { germanMessages } from './german-messages';

/** Words that are spelled the same in German admin software, so German may equal English here. */
const IDENTICAL_IN_GERMAN = ['Dashboard', 'Details'];

/**
 * Deliberate placeholder swaps. react-admin passes both `field` and `field_lower_first` to
 * `ra.sort.sort_by`; German capitalises nouns, so it uses `field`.
 */
const PLACEHOLDER_SUBSTITUTES: Record<string, Record<string, string>> = {
  'ra.sort.sort_by': { field_lower_first: 'field' },
};

function flatten(messages: object, prefix = ''): Map<string, unknown> {
  const entries = new Map<string, unknown>();
  const children: [string, unknown][] = Object.entries(messages);
  for (const [key, value] of children) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') {
      for (const [childPath, childValue] of flatten(value, path)) entries.set(childPath, childValue);
    } else {
      entries.set(path, value);
    }
  }
  return entries;
}

const placeholders = (message: string): string[] => [...message.matchAll(/%\{(\w+)\}/g)].map((match) => match[1]);
const pluralForms = (message: string): number => message.split('||||').length;
/** True when the message has no words of its own, e.g. '%{name}' or ' '. */
const hasNoText = (message: string): boolean => !/\p{L}/u.test(message.replace(/%\{\w+\}/g, ''));

const english = flatten(englishMessages);
const german = flatten(germanMessages);
const englishText = (path: string): string => english.get(path) as string;
const pairs = [...german].filter(([path]) => english.has(path)).map(([path, value]) => [path, value] as const);

describe('germanMessages', () => {
  it('defines exactly the keys of ra-language-english', () => {
    expect(english.size).toBeGreaterThan(100); // guards against an empty import making the test vacuous
    expect([...german.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('has a non-empty string for every key', () => {
    const invalid = pairs.filter(([path, value]) => {
      if (typeof value !== 'string') return true;
      // Only a message that is blank on purpose in English (ra.boolean.null) may be blank in German.
      return value.trim() === '' && value !== englishText(path);
    });
    expect(invalid).toEqual([]);
  });

  it('keeps every placeholder of the English message and adds no unknown ones', () => {
    const problems: string[] = [];
    for (const [path, value] of pairs) {
      const substitutes = PLACEHOLDER_SUBSTITUTES[path] ?? {};
      const expected = new Set(placeholders(englishText(path)).map((name) => substitutes[name] ?? name));
      const actual = new Set(placeholders(String(value)));
      for (const name of expected) if (!actual.has(name)) problems.push(`${path}: missing %{${name}}`);
      for (const name of actual) if (!expected.has(name)) problems.push(`${path}: unexpected %{${name}}`);
    }
    expect(problems).toEqual([]);
  });

  it('has the same number of |||| plural forms as the English message', () => {
    const mismatched = pairs
      .filter(([path, value]) => pluralForms(String(value)) !== pluralForms(englishText(path)))
      .map(([path]) => path);
    expect(mismatched).toEqual([]);
  });

  it('translates every message unless the English one has no words or is allow-listed', () => {
    const untranslated = pairs
      .filter(([path, value]) => value === englishText(path))
      .filter(([path]) => !hasNoText(englishText(path)) && !IDENTICAL_IN_GERMAN.includes(englishText(path)))
      .map(([path]) => path);
    expect(untranslated).toEqual([]);
  });

  it('has no stale entries in the allow-list', () => {
    const identicalWords = new Set(
      pairs.filter(([path, value]) => value === englishText(path)).map(([, value]) => value),
    );
    expect(IDENTICAL_IN_GERMAN.filter((word) => !identicalWords.has(word))).toEqual([]);
  });

  it('renders placeholders and plural forms through polyglot', () => {
    const { translate } = polyglotI18nProvider(() => germanMessages, 'de');
    expect(translate('ra.navigation.page_range_info', { offsetBegin: 1, offsetEnd: 25, total: 42 })).toBe(
      '1-25 von 42',
    );
    expect(translate('ra.navigation.current_page', { page: 3 })).toBe('Seite 3');
    expect(translate('ra.notification.updated', { smart_count: 1 })).toBe('Element aktualisiert');
    expect(translate('ra.notification.deleted', { smart_count: 3 })).toBe('3 Elemente gelöscht');
    expect(
      translate('ra.sort.sort_by', { field: 'Kursdatum', field_lower_first: 'kursdatum', order: 'aufsteigend' }),
    ).toBe('Nach Kursdatum aufsteigend sortieren');
  });
});

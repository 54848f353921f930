/** Obviously fictitious people for the demo installation: German sample names, example domains only. */
const FIRST_NAMES = [
  'Erika',
  'Max',
  'Lieschen',
  'Otto',
  'Hans',
  'Gabi',
  'Karl',
  'Petra',
  'Jens',
  'Anna',
  'Bernd',
  'Clara',
  'Dieter',
  'Eva',
  'Frank',
  'Greta',
  'Heinz',
  'Ilse',
  'Jürgen',
  'Karin',
  'Lars',
  'Monika',
  'Norbert',
  'Olga',
  'Paul',
  'Renate',
  'Stefan',
  'Tanja',
  'Uwe',
  'Vera',
];
const LAST_NAMES = [
  'Mustermann',
  'Beispiel',
  'Müller-Muster',
  'Normalverbraucher',
  'Testmann',
  'Probe',
  'Exempel',
  'Platzhalter',
  'Dummy',
  'Musterfrau',
  'Fiktiv',
];
const DOMAINS = ['example.com', 'beispiel.de', 'example.org', 'muster-medical.example'];
const COMPANIES = [
  'Muster Medical GmbH',
  'Beispiel Medizintechnik AG',
  'Exempel Diagnostik KG',
  'Platzhalter Orthopädie GmbH',
];
/** Made-up street names in real cities, each with its city's postal code. */
const ADDRESSES = [
  { street: 'Musterstraße', postalCode: '10115', city: 'Berlin' },
  { street: 'Beispielweg', postalCode: '80331', city: 'München' },
  { street: 'Am Probehof', postalCode: '50667', city: 'Köln' },
  { street: 'Platzhalterallee', postalCode: '20095', city: 'Hamburg' },
  { street: 'Exempelgasse', postalCode: '1010', city: 'Wien', country: 'AT' },
];

export interface DemoPerson {
  name: string;
  email: string;
  company: string | null;
  billingAddress: { street: string; postalCode: string; city: string; country: string };
}

/** The n-th demo person: the same n always gives the same person, every n a different address. */
export function demoPerson(n: number): DemoPerson {
  const first = FIRST_NAMES[n % FIRST_NAMES.length];
  const last = LAST_NAMES[(n * 7 + Math.floor(n / FIRST_NAMES.length)) % LAST_NAMES.length];
  const local = `${first}.${last}`
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss');
  const address = ADDRESSES[n % ADDRESSES.length];
  return {
    name: `${first} ${last}`,
    email: `${local}.${n}@${DOMAINS[n % DOMAINS.length]}`,
    company: n % 3 === 0 ? COMPANIES[n % COMPANIES.length] : null,
    billingAddress: { country: 'DE', ...address, street: `${address.street} ${(n % 97) + 1}` },
  };
}

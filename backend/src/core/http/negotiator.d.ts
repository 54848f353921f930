// negotiator 1.x: its `preferred` option (server-side order among equally weighted encodings) is
// missing from @types/negotiator, which describes 0.6.
declare module 'negotiator' {
  export default class Negotiator {
    constructor(request: { headers: Record<string, string | string[] | undefined> });
    encoding(available: readonly string[], options?: { preferred?: readonly string[] }): string | undefined;
  }
}

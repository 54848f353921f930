interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface Scrape {
  status: number;
  contentType: string | null;
  samples: Sample[];
  /** The sum of the samples of this name whose labels include `labels`; undefined when there is none. */
  value(name: string, labels?: Record<string, string>): number | undefined;
}

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

/** Parses the Prometheus text exposition format (what Prometheus itself reads). */
function parseExposition(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const match = SAMPLE.exec(line);
    if (!match) throw new Error(`not a sample line: ${line}`);
    const labels = Object.fromEntries([...(match[2] ?? '').matchAll(LABEL)].map(([, key, value]) => [key, value]));
    samples.push({ name: match[1], labels, value: Number(match[3]) });
  }
  return samples;
}

export async function scrape(url: string, token?: string): Promise<Scrape> {
  const response = await fetch(url, { headers: token === undefined ? {} : { authorization: `Bearer ${token}` } });
  const text = await response.text();
  const samples = response.status === 200 ? parseExposition(text) : [];
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    samples,
    value(name, labels = {}) {
      const matching = samples.filter(
        (sample) =>
          sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
      );
      return matching.length ? matching.reduce((sum, sample) => sum + sample.value, 0) : undefined;
    },
  };
}

import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { WorkerMetricsServer } from '../../backend/src/metrics/worker-metrics-server';
import { startTestApp, TestApp } from '../support/app';
import { scrape } from '../support/metrics-scrape';

const TOKEN = 'monitoring-docs-scrape-token';
const docs = (name: string) => readFileSync(new URL(`../../docs/monitoring/${name}`, import.meta.url), 'utf8');

interface AlertRule {
  alert: string;
  expr: string;
  annotations: { summary: string; runbook_url: string };
}

const alertRules = parseYaml(docs('alerts.yml')) as { groups: { name: string; rules: AlertRule[] }[] };
type DashboardPanel = {
  type: string;
  title: string;
  datasource: unknown;
  gridPos: unknown;
  targets: { expr: string }[];
};
const dashboard = JSON.parse(docs('grafana-dashboard.json')) as {
  __inputs: unknown;
  title: string;
  panels: DashboardPanel[];
};
const dashboardPanels = dashboard.panels.filter((panel) => panel.type !== 'row');
const dashboardExpressions: string[] = dashboardPanels.flatMap((panel) => panel.targets.map((target) => target.expr));

/** Metric names in a PromQL expression (ours, Node.js runtime and process metrics). */
function metricNames(expression: string): string[] {
  return [...expression.matchAll(/\b(?:mpb|http|nodejs|process)_[a-z0-9_]+\b/g)].map(([name]) => name);
}

/** GitHub's heading anchors: lower case, punctuation dropped, spaces as hyphens. */
function headingAnchors(markdown: string): string[] {
  return [...markdown.matchAll(/^#+ (.+)$/gm)].map(([, heading]) =>
    heading
      .toLowerCase()
      .replace(/[^a-z0-9 -]/g, '')
      .replace(/ /g, '-'),
  );
}

describe('monitoring documents', () => {
  let app: TestApp;
  let scrapedNames: Set<string>;

  beforeAll(async () => {
    app = await startTestApp({ env: { METRICS_TOKEN: TOKEN, METRICS_PORT: '0' } });
    // One answered request, so the request histogram has samples.
    expect((await fetch(`${app.url}/api/courses`)).status).toBe(200);
    const api = await scrape(`${app.url}/metrics`, TOKEN);
    const worker = await scrape(`http://127.0.0.1:${app.worker!.get(WorkerMetricsServer).port()}/metrics`, TOKEN);
    expect([api.status, worker.status]).toEqual([200, 200]);
    scrapedNames = new Set([...api.samples, ...worker.samples].map((sample) => sample.name));
  });
  afterAll(async () => {
    await app?.close();
  });

  it('alert rules are Prometheus rule groups, each rule with a summary and a runbook link', () => {
    expect(alertRules.groups.map((group) => group.name)).toEqual(['mpb-delivery', 'mpb-http']);
    const rules = alertRules.groups.flatMap((group) => group.rules);
    expect(rules.map((rule) => rule.alert)).toEqual(
      expect.arrayContaining([
        'OutboxEventStuck',
        'MailsFailing',
        'QueueWithoutWorker',
        'ApiServerErrors',
        'ApiSlowP99',
        'DatabasePoolWaiting',
      ]),
    );
    const readmeAnchors = headingAnchors(docs('README.md'));
    const operationsAnchors = headingAnchors(docs('../operations.md'));
    for (const rule of rules) {
      expect(rule.expr, rule.alert).toBeTruthy();
      expect(rule.annotations.summary, rule.alert).toBeTruthy();
      const [file, anchor] = rule.annotations.runbook_url.split('#');
      expect(['docs/operations.md', 'docs/monitoring/README.md'], rule.alert).toContain(file);
      expect(anchor, rule.alert).toMatch(/^[a-z0-9-]+$/);
      expect(file === 'docs/monitoring/README.md' ? readmeAnchors : operationsAnchors, rule.alert).toContain(anchor);
    }
    const runbooks = Object.fromEntries(rules.map((rule) => [rule.alert, rule.annotations.runbook_url]));
    expect(runbooks).toMatchObject({
      QueueWithoutWorker: 'docs/operations.md#stuck-queue',
      MailsFailing: 'docs/operations.md#failed-mails',
    });
  });

  it('the Grafana dashboard is importable: panels with queries over the Prometheus data source chosen at import', () => {
    expect(dashboard.__inputs).toEqual([
      expect.objectContaining({ name: 'DS_PROMETHEUS', type: 'datasource', pluginId: 'prometheus' }),
    ]);
    expect(dashboard.title).toBeTruthy();
    expect(dashboardPanels.length).toBeGreaterThan(10);
    for (const panel of dashboardPanels) {
      expect(panel.datasource, panel.title).toEqual({ type: 'prometheus', uid: '${DS_PROMETHEUS}' });
      expect(panel.targets.length, panel.title).toBeGreaterThan(0);
      expect(panel.gridPos, panel.title).toMatchObject({ w: expect.any(Number), h: expect.any(Number) });
    }
  });

  it('every metric an alert or a dashboard panel uses exists in a real scrape of the API and the worker', () => {
    const expressions = [
      ...alertRules.groups.flatMap((group) => group.rules.map((rule) => rule.expr)),
      ...dashboardExpressions,
    ];
    for (const expression of expressions) expect(metricNames(expression), expression).not.toEqual([]);
    const used = new Set(expressions.flatMap(metricNames));
    const missing = [...used].filter((name) => !scrapedNames.has(name));
    expect(missing).toEqual([]);
    // The README's metric table names only real metrics too.
    const documented = [...docs('README.md').matchAll(/`((?:mpb|http|nodejs)_[a-z0-9_]+)/g)].map(([, name]) => name);
    const histogramOrGauge = (name: string) => scrapedNames.has(name) || scrapedNames.has(`${name}_count`);
    expect(documented.filter((name) => !histogramOrGauge(name))).toEqual([]);
  });
});

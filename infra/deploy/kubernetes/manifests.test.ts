import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Deployment } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { ConfigMap, Namespace, PersistentVolumeClaim, Secret, Service } from 'kubernetes-models/v1';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';

/**
 * The deployment files checked without a cluster: every document of the base and of the production
 * overlay (rendered here with the few kustomize features the overlay uses) against the Kubernetes
 * schemas, plus the rules of docs/decisions/0092: probes, requests, non-root, a budget per
 * Deployment, autoscalers on existing Deployments, placeholders only in secrets.
 */

const here = import.meta.dirname;
const base = path.join(here, 'base');
const production = path.join(here, 'overlays/production');
const dockerfile = readFileSync(path.join(here, '../Dockerfile'), 'utf8');

// biome-ignore lint/suspicious/noExplicitAny: manifests are free-form YAML, checked by the schemas below
type Manifest = Record<string, any>;

interface Kustomization {
  namespace?: string;
  resources?: string[];
  images?: { name: string; newName?: string; newTag?: string }[];
  replicas?: { name: string; count: number }[];
  configMapGenerator?: { name: string; behavior?: string; literals?: string[] }[];
  secretGenerator?: { name: string; behavior?: string; envs?: string[] }[];
  patches?: { path: string }[];
}

// biome-ignore lint/suspicious/noExplicitAny: each model takes its own typed shape; the schemas check it
const models: Record<string, new (data: any) => { validate(): void }> = {
  'v1/ConfigMap': ConfigMap,
  'v1/Namespace': Namespace,
  'v1/PersistentVolumeClaim': PersistentVolumeClaim,
  'v1/Secret': Secret,
  'v1/Service': Service,
  'apps/v1/Deployment': Deployment,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
};

function readYaml(file: string): Manifest[] {
  return parseAllDocuments(readFileSync(file, 'utf8')).map((document) => {
    if (document.errors.length > 0) throw new Error(`${file}: ${document.errors[0]?.message}`);
    return document.toJS() as Manifest;
  });
}

function kustomization(dir: string): Kustomization {
  return readYaml(path.join(dir, 'kustomization.yaml'))[0] as Kustomization;
}

/** `KEY=value` lines of an env file (what secretGenerator's `envs` read). */
function readEnv(file: string): Record<string, string> {
  const entries = readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)] as const);
  return Object.fromEntries(entries);
}

/** A strategic merge patch without lists: objects merge, everything else replaces. */
function merge(target: Manifest, patch: Manifest): Manifest {
  const result: Manifest = { ...target };
  for (const [key, value] of Object.entries(patch)) {
    const current = result[key];
    result[key] =
      value && typeof value === 'object' && !Array.isArray(value) && current && typeof current === 'object'
        ? merge(current, value)
        : value;
  }
  return result;
}

const same = (a: Manifest, b: Manifest) => a.kind === b.kind && a.metadata?.name === b.metadata?.name;

function containersOf(manifest: Manifest): Manifest[] {
  return manifest.spec?.template?.spec?.containers ?? [];
}

/** The kustomize features the overlays use: resources, namespace, images, replicas, generators, patches. */
function render(dir: string): Manifest[] {
  const spec = kustomization(dir);
  let manifests = (spec.resources ?? []).flatMap((resource) =>
    resource.endsWith('.yaml') ? readYaml(path.join(dir, resource)) : render(path.join(dir, resource)),
  );
  for (const image of spec.images ?? [])
    for (const container of manifests.flatMap(containersOf))
      if (container.image === image.name || String(container.image).startsWith(`${image.name}:`))
        container.image = `${image.newName ?? image.name}:${image.newTag ?? 'latest'}`;
  for (const { name, count } of spec.replicas ?? []) {
    const target = manifests.find(
      (manifest) => manifest.kind === 'Deployment' && manifest.metadata.name === name,
    );
    if (!target) throw new Error(`replicas: no Deployment ${name}`);
    target.spec.replicas = count;
  }
  for (const generator of spec.configMapGenerator ?? []) {
    const target = manifests.find((manifest) =>
      same(manifest, { kind: 'ConfigMap', metadata: { name: generator.name } }),
    );
    if (generator.behavior !== 'merge' || !target)
      throw new Error(`configMapGenerator ${generator.name}: merge only`);
    for (const literal of generator.literals ?? [])
      target.data[literal.slice(0, literal.indexOf('='))] = literal.slice(literal.indexOf('=') + 1);
  }
  for (const generator of spec.secretGenerator ?? []) {
    const target = manifests.find((manifest) =>
      same(manifest, { kind: 'Secret', metadata: { name: generator.name } }),
    );
    if (generator.behavior !== 'replace' || !target)
      throw new Error(`secretGenerator ${generator.name}: replace only`);
    // The real secrets.env is never committed; its example stands in for it.
    const values: Record<string, string> = Object.assign(
      {},
      ...(generator.envs ?? []).map((env) => readEnv(path.join(dir, `${env}.example`))),
    );
    delete target.stringData;
    target.data = Object.fromEntries(
      Object.entries(values).map(([key, value]) => [key, Buffer.from(value).toString('base64')]),
    );
  }
  for (const { path: file } of spec.patches ?? [])
    for (const patch of readYaml(path.join(dir, file))) {
      const index = manifests.findIndex((manifest) => same(manifest, patch));
      if (index < 0) throw new Error(`${file}: nothing to patch for ${patch.kind} ${patch.metadata?.name}`);
      manifests[index] = merge(manifests[index] as Manifest, patch);
    }
  if (spec.namespace)
    manifests = manifests.map((manifest) =>
      manifest.kind === 'Namespace' ? manifest : merge(manifest, { metadata: { namespace: spec.namespace } }),
    );
  return manifests;
}

const PLACEHOLDER = 'CHANGE-ME';

function secretValues(secret: Manifest): Record<string, string> {
  const decoded = Object.entries(secret.data ?? {}).map(
    ([key, value]) => [key, Buffer.from(String(value), 'base64').toString('utf8')] as const,
  );
  return { ...Object.fromEntries(decoded), ...(secret.stringData ?? {}) };
}

const selects = (selector: Record<string, string>, labels: Record<string, string>) =>
  Object.entries(selector).every(([key, value]) => labels[key] === value);

describe.each([
  ['base', base],
  ['overlays/production', production],
])('the kustomization %s', (_name, dir) => {
  const manifests = render(dir);
  const deployments = manifests.filter((manifest) => manifest.kind === 'Deployment');
  const byComponent = (component: string) =>
    deployments.find((deployment) => deployment.metadata.labels['app.kubernetes.io/component'] === component);

  it('holds only documents valid against the Kubernetes schemas', () => {
    expect(manifests.length).toBeGreaterThan(10);
    for (const manifest of manifests) {
      const Model = models[`${manifest.apiVersion}/${manifest.kind}`];
      if (!Model) throw new Error(`no schema for ${manifest.apiVersion} ${manifest.kind}`);
      expect(
        () => new Model(manifest).validate(),
        `${manifest.kind} ${manifest.metadata?.name}`,
      ).not.toThrow();
    }
  });

  it('labels every object as part of the portal, every pod with its component', () => {
    for (const manifest of manifests)
      expect(manifest.metadata.labels?.['app.kubernetes.io/part-of'], manifest.metadata.name).toBe(
        'freight-portal',
      );
    for (const deployment of deployments) {
      const labels = deployment.spec.template.metadata.labels;
      expect(labels['app.kubernetes.io/name']).toBe('freight-portal');
      expect(labels['app.kubernetes.io/component']).toBeTruthy();
      expect(selects(deployment.spec.selector.matchLabels, labels)).toBe(true);
    }
  });

  it('runs api, projections, workers and the SFTP server from the one image', () => {
    const commands = Object.fromEntries(
      ['api', 'projections', 'workers', 'sftp'].map((component) => [
        component,
        containersOf(byComponent(component) ?? {})[0]?.command?.join(' '),
      ]),
    );
    expect(commands).toEqual({
      api: 'node --max-semi-space-size=16 --max-old-space-size=192 infra/main/api.ts',
      projections: 'node infra/main/projections.ts',
      workers: 'node infra/main/workers.ts',
      sftp: 'node infra/main/sftp.ts',
    });
    // The API runs with the memory budget of `npm run start:api` and of the image (decision 0162).
    const scripts = JSON.parse(readFileSync('package.json', 'utf8')).scripts as Record<string, string>;
    expect(commands.api).toBe(scripts['start:api']);
    expect(new Set(deployments.flatMap(containersOf).map((container) => container.image)).size).toBe(1);
    expect(byComponent('projections')?.spec.replicas).toBe(2);
    expect(byComponent('sftp')?.spec.replicas).toBe(1);
  });

  it('gives every container requests, limits and a non-root, read-only, unprivileged context', () => {
    for (const deployment of deployments) {
      const pod = deployment.spec.template.spec;
      expect(pod.securityContext.runAsNonRoot, deployment.metadata.name).toBe(true);
      expect(pod.terminationGracePeriodSeconds).toBeGreaterThanOrEqual(30);
      const mounts = new Set<string>();
      for (const container of pod.containers) {
        expect(container.resources.requests.cpu).toBeTruthy();
        expect(container.resources.requests.memory).toBeTruthy();
        expect(container.resources.limits.memory).toBeTruthy();
        expect(container.securityContext.allowPrivilegeEscalation).toBe(false);
        expect(container.securityContext.readOnlyRootFilesystem).toBe(true);
        expect(container.securityContext.capabilities.drop).toContain('ALL');
        for (const mount of container.volumeMounts ?? []) mounts.add(mount.mountPath);
      }
      expect(mounts).toContain('/tmp');
    }
  });

  it('probes the API on /health/ready and /health/live, and the SFTP port', () => {
    const api = containersOf(byComponent('api') ?? {})[0];
    expect(api?.readinessProbe.httpGet.path).toBe('/health/ready');
    expect(api?.livenessProbe.httpGet.path).toBe('/health/live');
    const sftp = containersOf(byComponent('sftp') ?? {})[0];
    expect(sftp?.readinessProbe.tcpSocket.port).toBe('sftp');
    expect(sftp?.ports[0].containerPort).toBe(2222);
  });

  it('has one disruption budget per Deployment', () => {
    const budgets = manifests.filter((manifest) => manifest.kind === 'PodDisruptionBudget');
    for (const deployment of deployments) {
      const covering = budgets.filter((budget) =>
        selects(budget.spec.selector.matchLabels, deployment.spec.template.metadata.labels),
      );
      expect(covering, deployment.metadata.name).toHaveLength(1);
    }
  });

  it('autoscales api and workers on CPU, and nothing that does not exist', () => {
    const autoscalers = manifests.filter((manifest) => manifest.kind === 'HorizontalPodAutoscaler');
    expect(autoscalers.map((hpa) => hpa.spec.scaleTargetRef.name).sort()).toEqual([
      'freight-portal-api',
      'freight-portal-workers',
    ]);
    for (const hpa of autoscalers) {
      const target = deployments.find(
        (deployment) => deployment.metadata.name === hpa.spec.scaleTargetRef.name,
      );
      expect(target, hpa.metadata.name).toBeDefined();
      expect(hpa.spec.scaleTargetRef.kind).toBe('Deployment');
      expect(hpa.spec.metrics[0].resource.name).toBe('cpu');
      expect(hpa.spec.minReplicas).toBeLessThanOrEqual(hpa.spec.maxReplicas);
    }
  });

  it('routes the Services to pods that exist', () => {
    for (const service of manifests.filter((manifest) => manifest.kind === 'Service')) {
      const matched = deployments.filter((deployment) =>
        selects(service.spec.selector, deployment.spec.template.metadata.labels),
      );
      expect(matched, service.metadata.name).toHaveLength(1);
      const ports = new Set(
        containersOf(matched[0] ?? {}).flatMap((c) => (c.ports ?? []).map((p: Manifest) => p.name)),
      );
      for (const port of service.spec.ports) expect(ports).toContain(port.targetPort);
    }
  });

  it('refers only to the ConfigMap and Secret it defines', () => {
    const names = new Set(manifests.map((manifest) => `${manifest.kind}/${manifest.metadata.name}`));
    for (const container of deployments.flatMap(containersOf))
      for (const source of container.envFrom ?? []) {
        if (source.configMapRef) expect(names).toContain(`ConfigMap/${source.configMapRef.name}`);
        if (source.secretRef) expect(names).toContain(`Secret/${source.secretRef.name}`);
      }
    const config = manifests.find((manifest) => manifest.kind === 'ConfigMap')?.data;
    expect(config.NODE_ENV).toBe('production');
    expect(config.HOST).toBe('0.0.0.0');
  });

  it('holds placeholders only in its secrets, and the settings the image needs', () => {
    const secrets = manifests.filter((manifest) => manifest.kind === 'Secret');
    expect(secrets).toHaveLength(1);
    const values = secretValues(secrets[0] as Manifest);
    expect(Object.keys(values)).toEqual(
      expect.arrayContaining(['LINK_SECRET', 'SEED_PASSWORD', 'DATABASE_URL', 'REDIS_URL']),
    );
    for (const [key, value] of Object.entries(values)) expect(value, key).toContain(PLACEHOLDER);
  });
});

describe('the production overlay', () => {
  const manifests = render(production);

  it('sets the image tag, the replicas, PUBLIC_URL and TRUSTED_PROXIES', () => {
    const images = manifests.flatMap(containersOf).map((container) => container.image);
    for (const image of images) expect(image).toMatch(/^[\w.-]+(\/[\w.-]+)+:\d+\.\d+\.\d+$/);
    const api = manifests.find(
      (manifest) => manifest.metadata.name === 'freight-portal-api' && manifest.kind === 'Deployment',
    );
    expect(api?.spec.replicas).toBe(3);
    const config = manifests.find((manifest) => manifest.kind === 'ConfigMap')?.data;
    expect(config.PUBLIC_URL).toMatch(/^https:\/\//);
    expect(config.TRUSTED_PROXIES).toBeTruthy();
  });

  it('puts everything in its namespace', () => {
    for (const manifest of manifests.filter((m) => m.kind !== 'Namespace'))
      expect(manifest.metadata.namespace, manifest.metadata.name).toBe('freight-portal');
  });

  it('keeps the real secrets out of git', () => {
    const ignored = readFileSync(path.join(here, '../../../.gitignore'), 'utf8');
    expect(ignored).toContain('infra/deploy/kubernetes/overlays/*/secrets.env');
  });
});

describe('the Dockerfile', () => {
  const instructions = dockerfile
    .split('\n')
    .filter((line) => /^[A-Z]+\s/.test(line))
    .map((line) => line.trim());

  it('builds in stages and runs production dependencies on Node 24', () => {
    expect(instructions.filter((line) => line.startsWith('FROM ')).length).toBeGreaterThanOrEqual(2);
    expect(dockerfile).toMatch(/ARG NODE_IMAGE=node:24[\w.-]*/);
    expect(dockerfile).toMatch(/npm ci --omit=dev/);
    expect(dockerfile).toMatch(/RUN npm ci --no-audit/);
    expect(dockerfile).toMatch(/RUN npm run build:web/);
    expect(dockerfile).toMatch(/COPY --from=web .*\/app\/web\/dist web\/dist/);
  });

  it('runs as a non-root user with the API as default command', () => {
    const user = instructions.filter((line) => line.startsWith('USER ')).at(-1);
    expect(user).toBeDefined();
    expect(user).not.toMatch(/^USER (root|0)(:|$)/);
    expect(user).toMatch(/^USER \d+/);
    expect(dockerfile).toMatch(/NODE_ENV=production/);
    // The command of `npm run start:api`, with the API's memory budget (decision 0162).
    const scripts = JSON.parse(readFileSync('package.json', 'utf8')).scripts as Record<string, string>;
    const startApi = (scripts['start:api'] ?? '').split(' ');
    expect(startApi.at(-1)).toBe('infra/main/api.ts');
    expect(instructions.at(-1)).toBe(`CMD [${startApi.map((word) => `"${word}"`).join(', ')}]`);
  });

  it('keeps local state out of the build context', () => {
    const ignored = readFileSync(path.join(here, '../../../.dockerignore'), 'utf8').split('\n');
    expect(ignored).toEqual(expect.arrayContaining(['node_modules', 'data', 'web/dist', 'test-results']));
  });
});

/**
 * Faults on demand for reliability tests. Syntax (header `X-Sandbox-Fault`, start option, setFault()):
 * comma-separated rules `kind[=value][*count][@/path/prefix]`, e.g. `latency=200,status=503*2@/api/v1/accounts`.
 * Kinds: latency=<ms>, status=<code>, rate-limit=<seconds>, malformed-json, drift, hang, drop.
 * `*count` applies the rule to the first `count` matching requests only; `@prefix` limits it to paths under it.
 */

export type FaultKind = 'latency' | 'status' | 'rate-limit' | 'malformed-json' | 'drift' | 'hang' | 'drop';

export type FaultRule = {
  kind: FaultKind;
  value: number;
  /** Requests left to affect; Infinity without `*count`. */
  remaining: number;
  pathPrefix: string | null;
};

/** What to do to one request, after the rules that apply to it are combined. */
export type FaultPlan = {
  latencyMs: number;
  status: number | null;
  rateLimitSeconds: number | null;
  malformedJson: boolean;
  drift: boolean;
  hang: boolean;
  drop: boolean;
};

const KINDS_WITH_VALUE: Record<FaultKind, boolean> = {
  latency: true,
  status: true,
  'rate-limit': true,
  'malformed-json': false,
  drift: false,
  hang: false,
  drop: false,
};

/** Parses a fault spec; throws an Error naming the bad rule. An empty spec gives no rules. */
export function parseFaults(spec: string): FaultRule[] {
  return spec
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => {
      const match = /^([a-z-]+)(?:=(\d+))?(?:\*(\d+))?(?:@(\/\S*))?$/.exec(part);
      const kind = match?.[1] as FaultKind | undefined;
      if (!match || !kind || !(kind in KINDS_WITH_VALUE)) throw new Error(`unknown fault '${part}'`);
      if (KINDS_WITH_VALUE[kind] !== (match[2] !== undefined)) {
        throw new Error(`fault '${part}': ${kind} ${KINDS_WITH_VALUE[kind] ? 'needs' : 'takes no'} a =value`);
      }
      const value = Number(match[2] ?? 0);
      if (kind === 'status' && (value < 200 || value > 599))
        throw new Error(`fault '${part}': status must be 200-599`);
      return {
        kind,
        value,
        remaining: match[3] === undefined ? Number.POSITIVE_INFINITY : Number(match[3]),
        pathPrefix: match[4] ?? null,
      };
    });
}

/** Combines the rules that apply to a path, consuming one use of each counted rule. */
export function planFaults(rules: readonly FaultRule[], path: string): FaultPlan {
  const plan: FaultPlan = {
    latencyMs: 0,
    status: null,
    rateLimitSeconds: null,
    malformedJson: false,
    drift: false,
    hang: false,
    drop: false,
  };
  for (const rule of rules) {
    if (rule.remaining <= 0) continue;
    if (rule.pathPrefix !== null && !path.startsWith(rule.pathPrefix)) continue;
    rule.remaining--;
    switch (rule.kind) {
      case 'latency':
        plan.latencyMs += rule.value;
        break;
      case 'status':
        plan.status ??= rule.value;
        break;
      case 'rate-limit':
        plan.rateLimitSeconds ??= rule.value;
        break;
      case 'malformed-json':
        plan.malformedJson = true;
        break;
      case 'drift':
        plan.drift = true;
        break;
      case 'hang':
        plan.hang = true;
        break;
      case 'drop':
        plan.drop = true;
        break;
    }
  }
  return plan;
}

/** Fields the drift fault removes: each is nullable or omittable (docs/api.md 2.1, 2.4, 2.6). */
const DRIFT_DROPPED = ['location', 'company', 'company_domain_name', 'likes', 'dislikes'];

function driftObject(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(driftObject);
  if (value === null || typeof value !== 'object') return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (!DRIFT_DROPPED.includes(key)) copy[key] = item;
  }
  copy.sandbox_drift_field = 'a field this client has never seen';
  return copy;
}

/**
 * The drift fault: a future-compatible v1 change. Drops nullable/omittable fields of each item in `data` and
 * adds unknown fields to the items, `data` (when an object), `meta` and the envelope.
 */
export function applyDrift(body: unknown): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  const envelope = { ...(body as Record<string, unknown>) };
  if ('data' in envelope) envelope.data = driftObject(envelope.data);
  else return { ...(driftObject(envelope) as Record<string, unknown>) };
  if (envelope.meta && typeof envelope.meta === 'object') {
    envelope.meta = { ...(envelope.meta as Record<string, unknown>), next_cursor: null };
  }
  envelope.api_notice = 'The sandbox drift fault added this field.';
  return envelope;
}

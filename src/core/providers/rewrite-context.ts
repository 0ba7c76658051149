import { appendPointer } from '../pointer.ts';
import { finding } from './finding.ts';
import type { ChangeMeaning, Provider, ProviderChange, ProviderFinding, RuleId } from './types.ts';
import { isolate } from '../wording/isolate.ts';

/** The state one adaptation carries while it rebuilds a schema. */
export interface RewriteContext {
  readonly provider: Provider;
  readonly strict: boolean;
  /** The original schema, which local `$ref`s are resolved against. */
  readonly root: unknown;
  /** Pointers (relative to the original root) of the `$ref`s that make it recursive. */
  readonly recursive: ReadonlySet<string>;
  /** Targets being inlined right now, innermost last. */
  readonly expanding: string[];
  nodes: number;
  /** Past this many rebuilt schemas, no more `$ref` is inlined. */
  readonly nodeBudget: number;
  readonly changes: ProviderChange[];
  readonly ignored: ProviderFinding[];
}

/** A schema being rebuilt: its keywords, and where in the original each one came from. */
export type Draft = Map<string, { value: unknown; origin: string }>;

/** Defines an own property, so a key such as `__proto__` stays data. */
export function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** Records a change at `path` in the adapted tool. */
export function recordChange(
  context: RewriteContext,
  path: string,
  action: string,
  meaning: ChangeMeaning,
  params: Record<string, unknown>,
  message: string,
): void {
  context.changes.push({ path, action, meaning, params, message });
}

/** Records a constraint removed because the provider would refuse it: the host must check it itself. */
export function recordDroppedConstraint(
  context: RewriteContext,
  path: string,
  keyword: string,
  rule: RuleId,
): void {
  recordChange(
    context,
    appendPointer(path, keyword),
    'dropped_keyword',
    'widened',
    { keyword },
    `Removed "${isolate(keyword)}", which the provider would refuse.`,
  );
  const message = `"${isolate(keyword)}" was removed for this provider, so the provider does not enforce it; check it in the host.`;
  context.ignored.push(finding(rule, appendPointer(path, keyword), { keyword }, message, 'ignored'));
}

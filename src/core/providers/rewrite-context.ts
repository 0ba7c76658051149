import { appendPointer } from '../pointer.ts';
import { finding } from './finding.ts';
import { wordSentence } from '../wording/reasons.ts';
import { changeSentence } from './sentence.ts';
import type {
  ChangeAction,
  ChangeMeaning,
  Provider,
  ProviderChange,
  ProviderFinding,
  RuleId,
} from './types.ts';

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

/** Records a change at `path` in the adapted tool, its English message its sentence from the catalog. */
export function recordChange(
  context: RewriteContext,
  path: string,
  action: ChangeAction,
  meaning: ChangeMeaning,
  params: Record<string, unknown>,
): void {
  const message = wordSentence(changeSentence({ action, params }), 'en');
  context.changes.push({ path, action, meaning, params, message });
}

/** Records a constraint removed because the provider would refuse it: the host must check it itself. */
export function recordDroppedConstraint(
  context: RewriteContext,
  path: string,
  keyword: string,
  rule: RuleId,
): void {
  const at = appendPointer(path, keyword);
  recordChange(context, at, 'dropped_keyword', 'widened', { keyword, reason: 'constraint' });
  context.ignored.push(finding(rule, at, { keyword }, 'ignored'));
}

import {
  changeSentence,
  findingSentence,
  type ProviderChange,
  type ProviderFinding,
  type Sentence,
} from '../../core/index.ts';
import type { Params } from '../i18n/page-text.svelte.ts';

/** An i18n key and its parameters: how the page words a finding or change in any language. */
export interface Wording {
  key: string;
  params: Params;
}

/** One finding or change as a list shows it: a tag (`rejected`, `kept`…), its pointer and its sentence. */
export interface TaggedItem {
  tag: string;
  isWarning: boolean;
  path: string;
  wording: Wording;
}

/** A finding as a list item: refusals are the warnings. */
export function findingItem(finding: ProviderFinding): TaggedItem {
  const { effect: tag, path } = finding;
  return { tag, isWarning: tag === 'rejected', path, wording: findingWording(finding) };
}

/** A change as a list item: a change that widens what the tool accepts is the warning. */
export function changeItem(change: ProviderChange): TaggedItem {
  const { meaning: tag, path } = change;
  return { tag, isWarning: tag === 'widened', path, wording: changeWording(change) };
}

/** A finding's sentence from the core's catalog (`issue.<key>`), the one its English message is made from. */
export function findingWording(finding: ProviderFinding): Wording {
  return catalogWording(findingSentence(finding));
}

/** A change's sentence from the core's catalog, the one its English message is made from. */
export function changeWording(change: ProviderChange): Wording {
  return catalogWording(changeSentence(change));
}

function catalogWording({ key, params }: Sentence): Wording {
  return { key: `issue.${key}`, params };
}

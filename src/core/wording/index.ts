/** The wording layer's one mechanism for placing catalog and visitor values in sentences. */
export { FSI, PDI, containBidi, isolate, quoted } from './isolate.ts';
export { fillParts, fillText } from './fill.ts';
export type { SentenceParams, SentencePart } from './fill.ts';
export {
  SENTENCES,
  SNAPSHOT_REASONS,
  isReason,
  sentenceKey,
  sentenceParams,
  wordAnyReason,
  wordReason,
  wordSentence,
} from './reasons.ts';
export type { Reason, ReasonLang, Sentence, SentenceKey } from './reasons.ts';

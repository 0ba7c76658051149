/** Pins of a catalog's tools (SHA-256 of their RFC 8785 canonical JSON), lock files, and what changed since. */
export {
  listedTools,
  PINNED_FIELDS,
  pinnedTools,
  type PinnedField,
  type PinnedObject,
  type PinnedTool,
} from './pinned-tool.ts';
export { pinCatalog, loneSurrogateAt, type PinHashing, type PinSet } from './pin-catalog.ts';
export { pinLock, readPinLock, type PinLock } from './pin-lock.ts';
export { comparePins, type FieldChange, type PinChange } from './compare-pins.ts';

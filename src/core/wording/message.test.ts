import { describe, expect, it } from 'vitest';
import { englishMessage, shorten } from './message.ts';
import { unknown_key, wrong_type } from './en.ts';
import { wordReason } from './reasons.ts';

describe('englishMessage', () => {
  it('fills a sentence as wordReason fills the reason in English', () => {
    const params = { expected: ['integer'], received: 'string' };
    expect(englishMessage(wrong_type, params)).toBe('Expected integer but got string.');
    expect(englishMessage(wrong_type, params)).toBe(wordReason('wrong_type', params, 'en'));
  });

  it('quotes a name as JSON and isolates one that holds a direction control, balanced', () => {
    expect(englishMessage(unknown_key, { key: 'query' })).toBe('Property "query" is not allowed.');
    expect(englishMessage(unknown_key, { key: 'safe_read\u2069\u202E' })).toBe(
      'Property \u2068"safe_read\u202E"\u202C\u2069 is not allowed.',
    );
  });

  it('cuts a name longer than 40 code points, so a megabyte key makes a short message', () => {
    const message = englishMessage(unknown_key, { key: 'k'.repeat(1 << 20) });
    // the mark is not ASCII, so the cut name is isolated like any other
    expect(message).toBe(`Property \u2068"${'k'.repeat(40)}…"\u2069 is not allowed.`);
  });
});

describe('shorten', () => {
  it('keeps text of up to 40 code points whole, however many UTF-16 units it takes', () => {
    expect(shorten('query')).toBe('query');
    expect(shorten('😀'.repeat(40))).toBe('😀'.repeat(40));
  });

  it('cuts longer text to 40 code points and marks the cut', () => {
    expect(shorten('😀'.repeat(50))).toBe('😀'.repeat(40) + '…');
    expect(shorten('a'.repeat(41))).toBe('a'.repeat(40) + '…');
  });
});

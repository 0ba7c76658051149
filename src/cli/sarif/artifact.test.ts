import { describe, expect, it } from 'vitest';
import { sarifArtifact } from './artifact.ts';

describe('sarifArtifact', () => {
  it.each([
    ['tools.json', 'tools.json'],
    ['./catalogs/./v2/tools.json', 'catalogs/v2/tools.json'],
    ['catalogs//my tools #1.json', 'catalogs/my%20tools%20%231.json'],
    ['../shared/도구.json', '../shared/%EB%8F%84%EA%B5%AC.json'],
  ])('names %s relative to the checkout as %s', (source, uri) => {
    expect(sarifArtifact(source, '{}')).toEqual({ uri, uriBaseId: '%SRCROOT%', text: '{}' });
  });

  it('names an absolute path as a file: URI and standard input as nothing', () => {
    expect(sarifArtifact('/srv/my tools.json', null)).toEqual({
      uri: 'file:///srv/my%20tools.json',
      text: null,
    });
    expect(sarifArtifact('-', '[]')).toEqual({ uri: null, text: '[]' });
  });
});

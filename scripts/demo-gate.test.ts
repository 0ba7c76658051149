import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMemoryStore, GATE_SCENARIO, runScenario } from '../src/core/index.ts';
import { parseLang, runDemo } from './demo-gate.ts';

const TSX = join(process.cwd(), 'node_modules', 'tsx', 'dist', 'cli.mjs');

// The seed's printed output, and its English counterpart.
const EXPECTED = {
  ko: `읽기: 허용 | {"text": "초안"}
미승인 쓰기: 거부 | APPROVAL_REQUIRED | 이 요청에 대한 승인이 필요하다
승인 쓰기: 허용 | {"written_chars": 5}
승인 재사용: 거부 | APPROVAL_REQUIRED | 이 요청에 대한 승인이 필요하다
삭제: 거부 | PERMISSION_DENIED | 필요한 권한이 없다
잘못된 입력: 거부 | INVALID_INPUT | path의 자료형이 올바르지 않다
없는 파일: 거부 | NOT_FOUND | 파일이 없다
범위 밖 이름: 거부 | INVALID_INPUT | 허용하지 않는 파일 이름이다
알 수 없는 도구: 거부 | UNKNOWN_TOOL | 등록되지 않은 도구다
최종 읽기: 허용 | {"text": "검토 완료"}
검증: 통과`,
  en: `Read: allowed | {"text": "초안"}
Unapproved write: refused | APPROVAL_REQUIRED | This request needs approval.
Approved write: allowed | {"written_chars": 5}
Approval reuse: refused | APPROVAL_REQUIRED | This request needs approval.
Delete: refused | PERMISSION_DENIED | The required permission is missing.
Invalid input: refused | INVALID_INPUT | The type of path is not correct.
Missing file: refused | NOT_FOUND | The file does not exist.
Out-of-scope name: refused | INVALID_INPUT | The file name is not allowed.
Unknown tool: refused | UNKNOWN_TOOL | The tool is not registered.
Final read: allowed | {"text": "검토 완료"}
Verification: passed`,
};

/** Runs the demo as `npm run demo:gate` does, with its own TMPDIR so leftovers can be seen. */
function runChild(args: string[]) {
  const tmp = mkdtempSync(join(tmpdir(), 'demo-tmp-'));
  try {
    const stdout = execFileSync(process.execPath, [TSX, 'scripts/demo-gate.ts', ...args], {
      encoding: 'utf8',
      env: { ...process.env, TMPDIR: tmp },
    });
    // tsx keeps its compile cache in TMPDIR (tsx-<uid>); anything else would be the demo's.
    const leftovers = readdirSync(tmp).filter((name) => !name.startsWith('tsx-'));
    return { lines: stdout.split('\n').slice(0, -1), leftovers };
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

describe('demo:gate as a child process', () => {
  it.each([
    ['ko', []],
    ['en', ['--lang', 'en']],
  ] as const)('prints the expected %s output line by line and leaves no folder behind', (lang, args) => {
    const { lines, leftovers } = runChild([...args]);
    const expected = EXPECTED[lang].split('\n');
    expect(lines).toHaveLength(expected.length);
    lines.forEach((line, i) => expect(line, `line ${i + 1}`).toBe(expected[i]));
    expect(leftovers).toEqual([]);
  });

  it('prints on the real folder exactly what the memory store run prints', () => {
    expect(runChild([]).lines).toEqual(runScenario(createMemoryStore()).lines);
  });

  it('refuses an unknown language with exit code 2', () => {
    const child = spawnSync(process.execPath, [TSX, 'scripts/demo-gate.ts', '--lang', 'fr'], {
      encoding: 'utf8',
    });
    expect(child.status).toBe(2);
    expect(child.stdout).toBe('');
  });
});

describe('runDemo', () => {
  it('returns 1 and says why when the verification fails, and still removes its folder', () => {
    const scenario = {
      ...GATE_SCENARIO,
      steps: GATE_SCENARIO.steps.map((s) =>
        s.id === 'delete' ? { ...s, expectedCode: 'APPROVAL_REQUIRED' as const } : s,
      ),
    };
    const out: string[] = [];
    const err: string[] = [];
    const before = new Set(readdirSync(tmpdir()));
    expect(runDemo('ko', { out: (l) => out.push(l), err: (l) => err.push(l) }, scenario)).toBe(1);
    expect(out.at(-1)).toBe('검증: 실패');
    expect(err).toEqual(['delete: expected APPROVAL_REQUIRED, got PERMISSION_DENIED.']);
    expect(readdirSync(tmpdir()).filter((name) => name.startsWith('gate-') && !before.has(name))).toEqual([]);
  });

  it('removes its folder when the run throws', () => {
    const scenario = { ...GATE_SCENARIO, document: '../outside.txt' };
    const before = new Set(readdirSync(tmpdir()));
    expect(() => runDemo('ko', { out: () => {}, err: () => {} }, scenario)).toThrow(
      /refused the scenario's document/,
    );
    expect(readdirSync(tmpdir()).filter((name) => name.startsWith('gate-') && !before.has(name))).toEqual([]);
  });
});

describe('parseLang', () => {
  it.each([
    [[], 'ko'],
    [['--lang', 'en'], 'en'],
    [['--lang=ko'], 'ko'],
    [['--lang'], undefined],
    [['--lang', 'EN'], undefined],
    [['--verbose'], undefined],
  ])('reads %j as %s', (argv, lang) => {
    expect(parseLang(argv)).toBe(lang);
  });
});

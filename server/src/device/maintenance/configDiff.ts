import type { ConfigDiff, DiffHunk, SectionChange, SectionDiff } from '@olt/protocol';
import { diffLines } from './lineDiff.ts';

/** Unchanged lines shown around a change, as `diff -u` does. */
const CONTEXT = 3;

interface NumberedLine {
  text: string;
  /** 1-based, in the whole file */
  line: number;
}

/** A configuration file's body by section, its header (time, checksum: they always differ) left out. */
function sectionsOf(text: string): Map<string, NumberedLine[]> {
  const sections = new Map<string, NumberedLine[]>();
  let current: NumberedLine[] | null = null;
  text.split('\n').forEach((raw, i) => {
    const head = /^\[([A-Za-z0-9_]+)\]$/u.exec(raw);
    if (head) sections.set(head[1] ?? '', (current = []));
    else if (current && raw.trim() !== '') current.push({ text: raw, line: i + 1 });
  });
  return sections;
}

/** Lines of a configuration's text form. */
export const configLines = (text: string): number => text.split('\n').length;

/** The sections in the order of `to`, then the ones only `from` has. */
function sectionNames(from: Map<string, unknown>, to: Map<string, unknown>): string[] {
  return [...new Set([...to.keys(), ...from.keys()])];
}

function sectionDiff(section: string, a: readonly NumberedLine[], b: readonly NumberedLine[]): SectionDiff | null {
  const ops = diffLines(
    a.map((l) => l.text),
    b.map((l) => l.text),
  );
  const changed = ops.flatMap((op, i) => (op.op === ' ' ? [] : [i]));
  if (changed.length === 0) return null;
  const hunks: DiffHunk[] = [];
  let start = 0;
  while (start < changed.length) {
    let end = start;
    // changes closer than twice the context share a hunk
    while (end + 1 < changed.length && (changed[end + 1] ?? 0) - (changed[end] ?? 0) <= 2 * CONTEXT + 1) end++;
    const from = Math.max(0, (changed[start] ?? 0) - CONTEXT);
    const to = Math.min(ops.length - 1, (changed[end] ?? 0) + CONTEXT);
    const slice = ops.slice(from, to + 1);
    const firstA = slice.find((o) => o.op !== '+');
    const firstB = slice.find((o) => o.op !== '-');
    hunks.push({
      from_line: firstA ? (a[firstA.a]?.line ?? 0) : 0,
      to_line: firstB ? (b[firstB.b]?.line ?? 0) : 0,
      lines: slice.map((o) => ({
        op: o.op,
        text: o.op === '+' ? (b[o.b]?.text ?? '') : (a[o.a]?.text ?? ''),
      })),
    });
    start = end + 1;
  }
  return {
    section,
    added: ops.filter((o) => o.op === '+').length,
    removed: ops.filter((o) => o.op === '-').length,
    hunks,
  };
}

/** BAK-X3: two configuration files compared line by line, section by section. */
export function diffConfigs(fromText: string, toText: string): ConfigDiff {
  const from = sectionsOf(fromText);
  const to = sectionsOf(toText);
  const sections = sectionNames(from, to).flatMap((name) => {
    const diff = sectionDiff(name, from.get(name) ?? [], to.get(name) ?? []);
    return diff ? [diff] : [];
  });
  return { sections, from_lines: configLines(fromText), to_lines: configLines(toText) };
}

/** What a version changed since the one before, per section (the summary the history shows). */
export function changesOf(fromText: string | null, toText: string): SectionChange[] {
  if (fromText === null) return [];
  return diffConfigs(fromText, toText).sections.map(({ section, added, removed }) => ({ section, added, removed }));
}

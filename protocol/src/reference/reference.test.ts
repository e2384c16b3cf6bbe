import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { endpointUrl } from '../core/route.ts';
import { apiMarkdown } from './apiMarkdown.ts';
import { ENDPOINTS } from './catalog.ts';
import { openApiDocument } from './openapi.ts';

const docs = join(import.meta.dirname, '..', '..', '..', 'docs');
const committed = (name: string) => readFileSync(join(docs, name), 'utf8');
type Operation = { operationId: string; summary: string; 'x-addition'?: boolean; security?: unknown[] };
const document = openApiDocument() as { paths: Record<string, Record<string, Operation>> };

describe('the published API reference', () => {
  it('is committed as generated: run `npm run docs:api` after changing an endpoint', () => {
    expect(committed('openapi.json'), 'docs/openapi.json is out of date').toBe(
      `${JSON.stringify(openApiDocument(), null, 2)}\n`,
    );
    expect(committed('api.md'), 'docs/api.md is out of date').toBe(apiMarkdown());
  });

  it('has an operation for every endpoint at its URL, with its id, and marks our additions', () => {
    const markdown = apiMarkdown();
    for (const ep of ENDPOINTS) {
      const op = document.paths[endpointUrl(ep)]?.[ep.method.toLowerCase()];
      expect(op?.operationId.split('_'), ep.id).toContain(ep.id);
      if (ep.isAddition) expect(op?.['x-addition'], ep.id).toBe(true);
      if (ep.isPublic) expect(op?.security, ep.id).toEqual([]);
      expect(markdown).toContain(`### ${ep.id} · \`${ep.method} ${endpointUrl(ep)}\``);
    }
    expect(document.paths['/onumgmt?form=config']?.post?.summary).toMatch(/flags/);
    expect(document.paths['/system_save']?.post?.operationId).toBe('BAK-07-POST');
  });

  it('is valid OpenAPI 3.1 (keys carrying their selector are a warning of style only)', async () => {
    const config = await createConfig({ extends: ['minimal'] });
    const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: 'openapi.json', config });
    expect(problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
  });
});

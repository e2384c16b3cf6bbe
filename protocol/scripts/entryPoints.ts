// npm run protocol:entries: writes the protocol's entry points from its folders (layout.ts); a test fails while they differ.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { entryPoints } from './layout.ts';

const srcDir = join(import.meta.dirname, '..', 'src');
for (const [path, text] of entryPoints(srcDir)) writeFileSync(join(srcDir, path), text);

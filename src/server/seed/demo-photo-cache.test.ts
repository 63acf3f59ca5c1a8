import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDemoPhotoCache } from './demo-photo-cache';

let root: string;
beforeEach(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'demo-photos-'));
});
afterEach(() => fs.rm(root, { recursive: true, force: true }));

describe('the demo photo cache', () => {
  it('gives back what a seed kept, photo by photo, and nothing for a photo never kept', async () => {
    const cache = await openDemoPhotoCache(root);
    await cache.write(
      'levada:3:',
      new Map([
        ['source', Buffer.from('drawn')],
        ['800x533.avif', Buffer.from('avif')],
      ]),
    );
    await cache.write('levada:3:', new Map([['800x533.webp', Buffer.from('webp')]]));

    const again = await openDemoPhotoCache(root);
    const files = await again.read('levada:3:');
    expect(Object.fromEntries([...files].map(([name, data]) => [name, data.toString()]))).toEqual({
      source: 'drawn',
      '800x533.avif': 'avif',
      '800x533.webp': 'webp',
    });
    expect((await again.read('coast:1:dolphins')).size).toBe(0);
  });

  it('drops the files of other code (another version of the drawing or the pipeline)', async () => {
    await fs.mkdir(path.join(root, 'older-code', 'levada_3_'), { recursive: true });
    await fs.writeFile(path.join(root, 'older-code', 'levada_3_', 'source'), 'old');
    await openDemoPhotoCache(root);
    const left = await fs.readdir(root);
    expect(left).toHaveLength(1);
    expect(left).not.toContain('older-code');
  });

  it('never reads a file half written by a seed alongside', async () => {
    const cache = await openDemoPhotoCache(root);
    await cache.write('beach:2:', new Map([['source', Buffer.from('drawn')]]));
    const [version] = await fs.readdir(root);
    await fs.writeFile(path.join(root, version!, 'beach_2_', 'source.123.tmp'), 'half');
    expect([...(await cache.read('beach:2:')).keys()]).toEqual(['source']);
  });

  it('keeps nothing, and fails nothing, where it cannot write', async () => {
    const file = path.join(root, 'a-file');
    await fs.writeFile(file, '');
    const cache = await openDemoPhotoCache(path.join(file, 'cache'));
    await cache.write('levada:3:', new Map([['source', Buffer.from('drawn')]]));
    expect((await cache.read('levada:3:')).size).toBe(0);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { createTestApp, type TestContext } from '../test/test-app';
import { buildImage, buildListing, buildOperator, buildUser } from '../test/factories';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('GET /api/users/:id', () => {
  it('shows the public profile only: no email, phone, type or protected data', async () => {
    const operator = await buildOperator(t.database.db, {
      firstName: 'Marta',
      lastName: 'Freitas',
      bio: 'Canyoning guide.',
      email: 'marta.private@example.pt',
      protectedData: { type: 2, phoneNumber: '+351 933 333 333' },
      privateData: { token: 'secret-token' },
    });
    const image = await buildImage(t.database.db, {
      ownerId: operator.id,
      variants: [
        {
          name: 'square-small',
          width: 40,
          height: 40,
          key: `profiles/${operator.id}/square-small.jpg`,
        },
      ],
    });
    await t.database.db
      .update(users)
      .set({ profileImageId: image.id })
      .where(eq(users.id, operator.id));

    const res = await t.app.inject({ method: 'GET', url: `/api/users/${operator.id}` });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      id: operator.id,
      displayName: 'Marta F.',
      abbreviatedName: 'MF',
      bio: 'Canyoning guide.',
      companyName: 'Levada Trails Lda',
      isBanned: false,
      isDeleted: false,
    });
    expect(data.profileImage.variants[0]).toMatchObject({
      name: 'square-small',
      url: `/images/profiles/${operator.id}/square-small.jpg`,
    });
    const text = JSON.stringify(res.json());
    for (const secret of [
      'marta.private@example.pt',
      // The phone number spaced or not; not '933' alone, which a random id can hold.
      '933 333 333',
      '933333333',
      'secret-token',
      'protectedData',
      'passwordHash',
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it('shows banned and deleted users as placeholders without name or picture', async () => {
    const banned = await buildUser(t.database.db, {
      banned: true,
      firstName: 'Hidden',
      bio: 'hidden bio',
    });
    const deleted = await buildUser(t.database.db, { deleted: true, firstName: 'Gone' });
    const b = (await t.app.inject({ method: 'GET', url: `/api/users/${banned.id}` })).json().data;
    const d = (await t.app.inject({ method: 'GET', url: `/api/users/${deleted.id}` })).json().data;
    expect(b).toMatchObject({
      displayName: 'Banned user',
      isBanned: true,
      bio: null,
      profileImage: null,
    });
    expect(d).toMatchObject({ displayName: 'Deleted user', isDeleted: true });
    expect(JSON.stringify([b, d])).not.toMatch(/Hidden|Gone|hidden bio/);
  });

  it('answers 404 for an unknown user and 400 for a malformed id', async () => {
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/users/0f0c8e44-0000-4000-8000-000000000000',
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/not-a-uuid' })).statusCode).toBe(
      400,
    );
  });
});

describe('GET /api/listings?authorId=', () => {
  it("lists only that author's published listings", async () => {
    const author = await buildOperator(t.database.db);
    const other = await buildOperator(t.database.db);
    const published = await buildListing(t.database.db, { authorId: author.id });
    await buildListing(t.database.db, { authorId: author.id, state: 'draft' });
    await buildListing(t.database.db, { authorId: author.id, state: 'closed' });
    await buildListing(t.database.db, { authorId: author.id, deleted: true });
    await buildListing(t.database.db, { authorId: other.id });

    const res = await t.app.inject({ method: 'GET', url: `/api/listings?authorId=${author.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((l: { id: string }) => l.id)).toEqual([published.id]);
    expect(res.json().meta.totalItems).toBe(1);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/listings?authorId=nope' })).statusCode,
    ).toBe(400);
  });
});

import { createHash } from 'node:crypto';
import forge from 'node-forge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeTicketCode } from '../../domain/ticket';
import { buildOperator, buildUser } from '../test/factories';
import { signedInHeaders } from '../test/sessions';
import { createTestApp, type TestContext } from '../test/test-app';
import { buildBookableListing, buildTransaction } from '../test/transaction-factories';

// Issue 45 item 3: the ticket as an Apple Wallet pass when the pass certificates are configured.
// Apple's certificates are not here: a certificate authority made for the test stands for Apple's
// WWDR, and a pass type certificate it signed for ours, as the real ones chain.
function passCertificates() {
  const keys = () => forge.pki.rsa.generateKeyPair(1024);
  const certificate = (
    subject: string,
    key: forge.pki.rsa.KeyPair,
    issuer: { name: string; key: forge.pki.rsa.PrivateKey },
  ) => {
    const cert = forge.pki.createCertificate();
    cert.publicKey = key.publicKey;
    cert.serialNumber = String(Date.now());
    cert.validity.notBefore = new Date(Date.now() - 86_400_000);
    cert.validity.notAfter = new Date(Date.now() + 365 * 86_400_000);
    cert.setSubject([{ name: 'commonName', value: subject }]);
    cert.setIssuer([{ name: 'commonName', value: issuer.name }]);
    cert.sign(issuer.key, forge.md.sha256.create());
    return forge.pki.certificateToPem(cert);
  };
  const ca = keys();
  const signer = keys();
  const caName = 'Test Worldwide Developer Relations';
  return {
    passTypeId: 'pass.demo.levada.ticket',
    teamId: 'ABCDE12345',
    wwdr: certificate(caName, ca, { name: caName, key: ca.privateKey }),
    signerCert: certificate('Pass Type ID: pass.demo.levada.ticket', signer, {
      name: caName,
      key: ca.privateKey,
    }),
    signerKey: forge.pki.privateKeyToPem(signer.privateKey),
  };
}

/** The files of a .pkpass: a zip whose entries are stored (do-not-zip writes them uncompressed). */
function filesOf(zip: Buffer): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  let at = 0;
  while (zip.readUInt32LE(at) === 0x04034b50) {
    expect(zip.readUInt16LE(at + 8)).toBe(0); // stored
    const size = zip.readUInt32LE(at + 18);
    const nameLength = zip.readUInt16LE(at + 26);
    const extraLength = zip.readUInt16LE(at + 28);
    const name = zip.toString('utf8', at + 30, at + 30 + nameLength);
    const start = at + 30 + nameLength + extraLength;
    files.set(name, zip.subarray(start, start + size));
    at = start + size;
  }
  return files;
}

let t: TestContext;
let plain: TestContext;
beforeAll(async () => {
  t = await createTestApp({ applePasses: passCertificates() });
  plain = await createTestApp({}, { database: t.database, clock: t.clock });
});
afterAll(async () => {
  await plain.app.close();
  await t.close();
});

async function confirmedBooking() {
  const operator = await buildOperator(t.database.db);
  const { listing, departure } = await buildBookableListing(t.app.deps, {
    operatorId: operator.id,
    publicData: { location: { address: 'Queimadas Forest Park, Santana' } },
  });
  const customer = await buildUser(t.database.db, { language: 'pt' });
  const built = await buildTransaction(t.app.deps, {
    state: 'accepted',
    customerId: customer.id,
    listing: { id: listing.id, operatorId: operator.id, departure },
    quantities: { adults: 2 },
  });
  return { ...built, customer, operator };
}

describe('the Wallet pass of a ticket', () => {
  it('is a signed event ticket carrying the signed QR code, in the traveller’s language', async () => {
    const booking = await confirmedBooking();
    const config = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(config.json<{ hasWalletPasses: boolean }>().hasWalletPasses).toBe(true);
    const headers = await signedInHeaders(t, booking.customer.id);
    const ticket = (
      await t.app.inject({
        method: 'GET',
        url: `/api/transactions/${booking.row.id}/ticket`,
        headers,
      })
    ).json<{ data: { code: string; reference: string } }>().data;

    const res = await t.app.inject({
      method: 'GET',
      url: `/api/transactions/${booking.row.id}/wallet-pass`,
      headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.apple.pkpass');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="levada-ticket-${ticket.reference}.pkpass"`,
    );
    const files = filesOf(res.rawPayload);
    expect([...files.keys()]).toEqual(
      expect.arrayContaining(['pass.json', 'manifest.json', 'signature', 'icon.png', 'logo.png']),
    );
    const pass = JSON.parse(files.get('pass.json')!.toString('utf8'));
    expect(pass).toMatchObject({
      formatVersion: 1,
      passTypeIdentifier: 'pass.demo.levada.ticket',
      teamIdentifier: 'ABCDE12345',
      serialNumber: ticket.reference,
      organizationName: 'Levada',
      barcodes: [{ format: 'PKBarcodeFormatQR', message: ticket.code }],
      eventTicket: {
        secondaryFields: [
          { key: 'when', label: 'Quando' },
          { key: 'party', label: 'Participantes', value: '2 × Adulto' },
        ],
        auxiliaryFields: [{ key: 'reference', value: ticket.reference }],
        backFields: [{ key: 'meeting-point', value: 'Queimadas Forest Park, Santana' }],
      },
    });
    expect(new Date(pass.relevantDate).getTime()).toBe(booking.row.bookingStart!.getTime());
    expect(decodeTicketCode(pass.barcodes[0].message)?.fields.reference).toBe(ticket.reference);
    // The manifest names every file by its SHA-1, and the signature covers the manifest.
    const manifest = JSON.parse(files.get('manifest.json')!.toString('utf8'));
    for (const [name, content] of files)
      if (name !== 'manifest.json' && name !== 'signature')
        expect(manifest[name], name).toBe(createHash('sha1').update(content).digest('hex'));
    expect(files.get('signature')!.length).toBeGreaterThan(500);
  });

  it('is the traveller’s alone: 404 to the operator, a third user and a visitor, and for a request not confirmed', async () => {
    const booking = await confirmedBooking();
    const url = `/api/transactions/${booking.row.id}/wallet-pass`;
    const third = await buildUser(t.database.db);
    for (const headers of [
      await signedInHeaders(t, booking.operator.id),
      await signedInHeaders(t, third.id),
      {},
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('not-found');
    }
    const requested = await buildTransaction(t.app.deps, { state: 'preauthorized' });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/transactions/${requested.row.id}/wallet-pass`,
      headers: await signedInHeaders(t, requested.customerId),
    });
    expect(res.statusCode).toBe(404);
  });

  it('is not offered without the certificates: none in the config, and a download says why', async () => {
    const booking = await confirmedBooking();
    const config = await plain.app.inject({ method: 'GET', url: '/api/config' });
    expect(config.json<{ hasWalletPasses: boolean }>().hasWalletPasses).toBe(false);
    const res = await plain.app.inject({
      method: 'GET',
      url: `/api/transactions/${booking.row.id}/wallet-pass`,
      headers: await signedInHeaders(plain, booking.customer.id),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.details).toEqual([{ code: 'wallet-pass-unavailable' }]);
  });
});

import { describe, expect, it } from 'vitest';
import { isPublicAddress, webhookUrlProblem } from './webhook-address';

// Decision 158: a reseller's webhook reaches the public internet only.
describe('webhook addresses', () => {
  const refused = [
    '0.0.0.0',
    '10.0.0.1',
    '100.64.0.1',
    '100.100.100.200',
    '127.0.0.1',
    '127.255.0.9',
    '169.254.169.254',
    '172.16.0.1',
    '172.31.255.255',
    '192.0.0.170',
    '192.168.1.1',
    '198.18.0.1',
    '224.0.0.251',
    '239.255.255.250',
    '255.255.255.255',
    '::',
    '::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:a9fe:a9fe',
    '::127.0.0.1',
    '64:ff9b::a9fe:a9fe',
    'fc00::1',
    'fd00:ec2::254',
    'fe80::1',
    'fe80::1%eth0',
    'ff02::1',
    '2001:db8::1',
    'not an address',
  ];
  it.each(refused)('%s is not public', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });
  const allowed = [
    '1.1.1.1',
    '8.8.8.8',
    '100.63.255.255',
    '100.128.0.1',
    '172.32.0.1',
    '193.136.0.1',
    '2606:4700:4700::1111',
    '2a00:1450:4003:80e::200e',
    '::ffff:8.8.8.8',
  ];
  it.each(allowed)('%s is public', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  const urls: [string, 'private-address' | null][] = [
    ['https://hooks.example.com/levada', null],
    ['https://8.8.8.8/hook', null],
    ['http://localhost:8080/hook', 'private-address'],
    ['http://api.localhost/hook', 'private-address'],
    ['http://printer.local/hook', 'private-address'],
    ['http://metadata.google.internal/computeMetadata/v1/', 'private-address'],
    ['http://intranet/hook', 'private-address'],
    ['http://127.0.0.1:9000/hook', 'private-address'],
    ['http://2130706433/hook', 'private-address'],
    ['http://0x7f.1/hook', 'private-address'],
    ['http://169.254.169.254/latest/meta-data/', 'private-address'],
    ['http://[::1]:9000/hook', 'private-address'],
    ['http://[::ffff:169.254.169.254]/hook', 'private-address'],
    ['http://[fd00:ec2::254]/latest/meta-data/', 'private-address'],
  ];
  it.each(urls)('%s when saved: %s', (url, problem) => {
    expect(webhookUrlProblem(url)).toBe(problem);
  });
});

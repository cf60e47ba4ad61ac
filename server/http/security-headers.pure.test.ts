import { createHash } from 'node:crypto';
import { expect, test } from 'vitest';
import { BOOT_SCRIPT } from '../../src/app/html/boot-script';
import { BOOT_SCRIPT_HASH, CSP_HEADER, CSP_META } from './security-headers.mjs';

test('the CSP allows the boot script by its hash, and no other inline script', () => {
  const digest = createHash('sha256').update(BOOT_SCRIPT).digest('base64');
  expect(BOOT_SCRIPT_HASH).toBe(`'sha256-${digest}'`);
  for (const policy of [CSP_HEADER, CSP_META]) {
    expect(policy).toContain(`script-src 'self' ${BOOT_SCRIPT_HASH};`);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-/);
  }
});

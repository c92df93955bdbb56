import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { PublicCertificate } from 'shared-contract';
import { certificatePdfs } from './certificatePdfs';

const certificate = (certificateId: string): PublicCertificate => ({
  certificateId,
  learnerName: 'Maya',
  courseName: 'Python Adventures',
  instructorName: 'Daniel Adler',
  issuedOn: '2026-11-24',
});

describe('certificate PDFs', () => {
  it('makes a PDF once, also for downloads arriving together, and keeps a bounded number', async () => {
    const made: string[] = [];
    const pdfOf = certificatePdfs(
      'http://shell.test',
      async ({ certificateId }, shellUrl) => {
        made.push(certificateId);
        return new TextEncoder().encode(`${certificateId} ${shellUrl}`);
      },
      2,
    );
    const [first, again] = await Promise.all([pdfOf(certificate('A')), pdfOf(certificate('A'))]);
    assert.equal(new TextDecoder().decode(first), 'A http://shell.test');
    assert.equal(again, first);
    assert.equal(await pdfOf(certificate('A')), first);
    assert.deepEqual(made, ['A']);
    await pdfOf(certificate('B'));
    await pdfOf(certificate('C'));
    await pdfOf(certificate('A'));
    assert.deepEqual(made, ['A', 'B', 'C', 'A'], 'A, least recently used, was dropped for C');
  });

  it('makes it again after a failure', async () => {
    let calls = 0;
    const pdfOf = certificatePdfs('http://shell.test', async () => {
      calls += 1;
      if (calls === 1) throw new Error('font unreadable');
      return new Uint8Array([1]);
    });
    await assert.rejects(pdfOf(certificate('A')), /font unreadable/);
    assert.deepEqual(await pdfOf(certificate('A')), new Uint8Array([1]));
  });
});

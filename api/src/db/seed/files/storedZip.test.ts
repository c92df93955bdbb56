import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { crc32 } from 'node:zlib';
import { storedZip, type ZipEntry } from './storedZip';

/** Reads an archive back through its central directory, checking each entry's local header and CRC. */
function readZip(archive: Buffer): Array<ZipEntry & { time: number; date: number }> {
  const end = archive.length - 22;
  assert.equal(archive.readUInt32LE(end), 0x06054b50, 'end of central directory');
  const count = archive.readUInt16LE(end + 10);
  let cursor = archive.readUInt32LE(end + 16);
  const entries: Array<ZipEntry & { time: number; date: number }> = [];
  for (let index = 0; index < count; index += 1) {
    assert.equal(archive.readUInt32LE(cursor), 0x02014b50, 'central directory header');
    const size = archive.readUInt32LE(cursor + 24);
    const nameLength = archive.readUInt16LE(cursor + 28);
    const name = archive.toString('utf8', cursor + 46, cursor + 46 + nameLength);
    const local = archive.readUInt32LE(cursor + 42);
    assert.equal(archive.readUInt32LE(local), 0x04034b50, 'local header');
    assert.equal(archive.readUInt16LE(local + 8), 0, 'stored');
    const start = local + 30 + archive.readUInt16LE(local + 26);
    const data = archive.subarray(start, start + size);
    assert.equal(crc32(data), archive.readUInt32LE(cursor + 16), `${name} CRC`);
    entries.push({
      name,
      data,
      time: archive.readUInt16LE(local + 10),
      date: archive.readUInt16LE(local + 12),
    });
    cursor += 46 + nameLength;
  }
  return entries;
}

describe('storedZip', () => {
  const entries: ZipEntry[] = [
    { name: 'course/worksheet.py', data: Buffer.from('print("hi")\n') },
    { name: 'course/README.txt', data: Buffer.from('Run python3 worksheet.py — then edit it.\n') },
    { name: 'course/templates/empty.html', data: Buffer.alloc(0) },
  ];

  it('stores every entry with its bytes and CRC, in name order', () => {
    const read = readZip(storedZip(entries));
    assert.deepEqual(
      read.map((entry) => entry.name),
      ['course/README.txt', 'course/templates/empty.html', 'course/worksheet.py'],
    );
    for (const entry of read)
      assert.ok(
        entry.data.equals(entries.find((source) => source.name === entry.name)?.data ?? Buffer.alloc(1)),
      );
  });

  it('gives the same bytes for the same entries in any order, dated 1 January 2024', () => {
    const first = storedZip(entries);
    assert.ok(first.equals(storedZip([...entries].reverse())));
    const [entry] = readZip(first);
    assert.deepEqual([entry?.date, entry?.time], [((2024 - 1980) << 9) | (1 << 5) | 1, 0]);
  });

  it('writes an empty archive as just the end record', () => {
    assert.equal(storedZip([]).length, 22);
    assert.deepEqual(readZip(storedZip([])), []);
  });
});

import * as contract from './index';
import * as z from './zod';
import { bodies } from './http/calls';

/**
 * Every container imports the whole contract at start-up, so its schemas are built on first use (`z.lazy`):
 * importing it builds a few hundred small objects instead of six thousand (150-300 ms of a phone's start-up).
 * A form picks its fields from the schema a lazy one stands for (`builtSchema`), when the form's module loads.
 */
interface Schema {
  _zod: { def: { type: string } };
  safeParse: (value: unknown) => { success: boolean };
}
const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && '_zod' in value && 'safeParse' in value;

const exportedSchemas = Object.entries(contract as Record<string, unknown>).filter(
  (entry): entry is [string, Schema] => isSchema(entry[1]),
);

describe('the contract builds its schemas on first use', () => {
  it('exports every schema lazily, those forms pick from included', () => {
    const eager = exportedSchemas
      .filter(([, schema]) => schema._zod.def.type !== 'lazy')
      .map(([name]) => name);
    expect(eager).toEqual([]);
    expect(exportedSchemas.length).toBeGreaterThan(60);
  });

  it('gives a form the object schema a lazy one stands for, to pick fields from', () => {
    const fields = z.pick(contract.builtSchema(contract.postCommentRequest), { Name: true });
    expect(fields.safeParse({ Name: ' Ada ' })).toEqual({ success: true, data: { Name: 'Ada' } });
    expect(fields.safeParse({ Name: ' ' }).success).toBe(false);
    expect(contract.builtSchema(contract.postCommentRequest)).toBe(
      contract.builtSchema(contract.postCommentRequest),
    );
  });

  it('keeps every response body and event payload lazy', () => {
    const eagerBody = Object.entries(bodies).filter(([, schema]) => schema._zod.def.type !== 'lazy');
    expect(eagerBody.map(([name]) => name)).toEqual([]);
    const eagerEvent = Object.entries(contract.eventSchemas).filter(
      ([, schema]) => schema._zod.def.type !== 'lazy',
    );
    expect(eagerEvent.map(([name]) => name)).toEqual([]);
  });

  it('builds each schema when it first parses, and it refuses what it should', () => {
    for (const [name, schema] of exportedSchemas) {
      expect([name, schema.safeParse(Symbol('not a value')).success]).toEqual([name, false]);
    }
  });
});

import * as contract from './index';
import { bodies } from './http/calls';

/**
 * Every container imports the whole contract at start-up, so its schemas are built on first use (`z.lazy`):
 * importing it builds a few hundred small objects instead of six thousand (150-300 ms of a phone's start-up).
 * These stay objects because a form picks its fields from them (`z.pick`, `z.extend`), and a form loads on demand.
 */
const BUILT_AT_IMPORT = [
  'blogPostMeta',
  'confirmSignUpRequest',
  'paymentLinkRequest',
  'postCommentRequest',
  'postReviewRequest',
  'signUpRequest',
  'updateUserDataRequest',
  'weeklyGoalRequest',
  'workshopApplicationRequest',
];

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
  it('exports every schema lazily but those forms pick from', () => {
    const eager = exportedSchemas
      .filter(([, schema]) => schema._zod.def.type !== 'lazy')
      .map(([name]) => name);
    expect(eager.sort()).toEqual(BUILT_AT_IMPORT);
    expect(exportedSchemas.length).toBeGreaterThan(60);
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

import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { isSchema, type AnyObject, type ArraySchema, type ObjectSchema, type Schema } from 'yup';
import { errorsOf } from './test-helpers';

/**
 * A number, date or boolean field given text that is none of those fails yup's cast, and yup's own message for that
 * ("must be a `number` type, but the final value was: `NaN`…") is English for a programmer. Every such field in every
 * shared schema must answer with a message key instead. The API fuzzer found one that did not (a payment's invoiceId);
 * this walks every schema so the next one is found here, on every run, rather than by a random seed.
 */
const CASTING = new Set(['number', 'date', 'boolean']);

/** A path step: a field's key, or 0 for an array's first item. */
type Step = string | 0;
type Leaf = { schemaName: string; schema: ObjectSchema<AnyObject>; path: Step[]; leaf: Schema };

function leavesOf(schemaName: string, root: ObjectSchema<AnyObject>, node: Schema, path: Step[], out: Leaf[]) {
  if (node.type === 'object') {
    for (const [key, field] of Object.entries((node as ObjectSchema<AnyObject>).fields)) {
      if (isSchema(field)) leavesOf(schemaName, root, field as Schema, [...path, key], out);
    }
  } else if (node.type === 'array') {
    const inner = (node as ArraySchema<unknown[], AnyObject>).innerType;
    if (isSchema(inner)) leavesOf(schemaName, root, inner as Schema, [...path, 0], out);
  } else if (CASTING.has(node.type)) {
    out.push({ schemaName, schema: root, path, leaf: node });
  }
  return out;
}

const pathName = (path: Step[]) => path.map((step, i) => (step === 0 ? '[0]' : i ? `.${step}` : step)).join('');

/** The message a field's own type check answers with: yup keeps it as an internal test, set by typeError(). */
const typeErrorMessage = (leaf: Schema) =>
  (leaf as unknown as { internalTests: { typeError?: { OPTIONS?: { message?: unknown } } } }).internalTests.typeError?.OPTIONS?.message;

const here = import.meta.dirname;
const modules = readdirSync(here).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'test-helpers.ts' && file !== 'index.ts');
const objectSchemas = (await Promise.all(modules.map(async (file) => [file, (await import(join(here, file))) as Record<string, unknown>] as const))).flatMap(
  ([file, exported]) =>
    Object.entries(exported)
      .filter(([, value]) => isSchema(value) && (value as Schema).type === 'object')
      .map(([name, value]) => [`${file}: ${name}`, value as ObjectSchema<AnyObject>] as const),
);

const leaves = objectSchemas.flatMap(([name, schema]) => leavesOf(name, schema, schema, [], []));

function valueWith(path: Step[], leaf: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return leaf;
  return head === 0 ? [valueWith(rest, leaf)] : { [head]: valueWith(rest, leaf) };
}

it('finds the shared schemas and their number, date and boolean fields', () => {
  expect(objectSchemas.length).toBeGreaterThan(40);
  expect(leaves.length).toBeGreaterThan(30);
  const names = leaves.map((l) => `${l.schemaName} ${pathName(l.path)}`);
  expect(names).toContain('payment.ts: paymentCheckoutSchema invoiceId');
  expect(names).toContain('quote.ts: quoteCreateSchema items[0].quantity');
});

const MESSAGE_KEY = /^[a-z]+:[A-Za-z.]+$/;

it.each(leaves.map((leaf) => [`${leaf.schemaName} ${pathName(leaf.path)}`, leaf] as const))(
  "%s answers text that is not of its type with a message key, not yup's English",
  (_name, { schema, path, leaf }) => {
    // Its own type check, whichever branch of a `when` applies (a branch refines the field, keeping its type check)…
    expect(typeErrorMessage(leaf)).toEqual(expect.stringMatching(MESSAGE_KEY));
    // …and what a whole form with that junk in it answers.
    for (const junk of [' ', 'not a value', '{}']) {
      const messages = errorsOf(schema, valueWith(path, junk))[pathName(path)] ?? [];
      for (const message of messages) expect({ junk, message }).toEqual({ junk, message: expect.stringMatching(MESSAGE_KEY) });
    }
  },
);

import type { AnySchema, SchemaDescription, SchemaFieldDescription } from 'yup';

export type JsonSchema = Record<string, unknown>;

function param(description: SchemaDescription, test: string, key: string): number | undefined {
  const found = description.tests.find((t) => t.name === test);
  const value = found?.params?.[key];
  return typeof value === 'number' ? value : undefined;
}

/** A JSON Schema (OpenAPI 3.1 dialect) for a Yup schema's description: types, required fields, bounds. */
export function describeToJsonSchema(field: SchemaFieldDescription): JsonSchema {
  const description = field as SchemaDescription & { fields?: Record<string, SchemaFieldDescription>; innerType?: SchemaFieldDescription };
  const base: JsonSchema = {};
  switch (description.type) {
    case 'object': {
      const properties: Record<string, JsonSchema> = {};
      const required: string[] = [];
      for (const [name, child] of Object.entries(description.fields ?? {})) {
        properties[name] = describeToJsonSchema(child);
        if (!(child as SchemaDescription).optional) required.push(name);
      }
      Object.assign(base, { type: 'object', properties }, required.length > 0 ? { required } : {});
      break;
    }
    case 'array':
      Object.assign(base, { type: 'array', items: description.innerType ? describeToJsonSchema(description.innerType) : {} });
      if (param(description, 'min', 'min') !== undefined) base.minItems = param(description, 'min', 'min');
      if (param(description, 'max', 'max') !== undefined) base.maxItems = param(description, 'max', 'max');
      break;
    case 'string':
      base.type = 'string';
      if (param(description, 'min', 'min') !== undefined) base.minLength = param(description, 'min', 'min');
      if (param(description, 'max', 'max') !== undefined) base.maxLength = param(description, 'max', 'max');
      if (description.tests.some((t) => t.name === 'email')) base.format = 'email';
      break;
    case 'number':
      base.type = description.tests.some((t) => t.name === 'integer') ? 'integer' : 'number';
      if (param(description, 'min', 'min') !== undefined) base.minimum = param(description, 'min', 'min');
      if (param(description, 'max', 'max') !== undefined) base.maximum = param(description, 'max', 'max');
      break;
    case 'boolean':
      base.type = 'boolean';
      break;
    case 'date':
      Object.assign(base, { type: 'string', format: 'date-time' });
      break;
    default:
      break;
  }
  if (description.oneOf && description.oneOf.length > 0) base.enum = description.oneOf.filter((v) => v !== undefined);
  if (description.nullable && typeof base.type === 'string') base.type = [base.type, 'null'];
  return base;
}

export function yupToJsonSchema(schema: AnySchema): JsonSchema {
  return describeToJsonSchema(schema.describe());
}

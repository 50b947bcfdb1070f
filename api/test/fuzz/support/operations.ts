/** The slice of an OpenAPI document the fuzzer reads: operations, their parameters and body schemas. */
export interface Schema {
  type?: string;
  format?: string;
  enum?: unknown[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  items?: Schema;
  maxItems?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  default?: unknown;
  $ref?: string;
}

export interface Parameter {
  name: string;
  required: boolean;
  schema: Schema;
}

export interface FuzzOperation {
  /** `POST /api/articles/{id}`, as the document names it. */
  key: string;
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  pathParameters: Parameter[];
  queryParameters: Parameter[];
  /** The JSON body's schema, references resolved; absent when the operation takes no body. */
  body?: Schema;
  admin: boolean;
}

interface OpenApiOperation {
  parameters?: (Parameter & { in: string })[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  security?: Record<string, string[]>[];
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, Schema> };
}

/** Follows `$ref`s (nested ones too) into the document's components; stops at a cycle. */
export function resolveSchema(document: OpenApiDocument, schema: Schema, seen = new Set<string>()): Schema {
  if (schema.$ref) {
    if (seen.has(schema.$ref)) return {};
    const name = schema.$ref.replace('#/components/schemas/', '');
    return resolveSchema(document, document.components?.schemas?.[name] ?? {}, new Set([...seen, schema.$ref]));
  }
  const resolved: Schema = { ...schema };
  if (schema.items) resolved.items = resolveSchema(document, schema.items, seen);
  if (schema.properties) {
    resolved.properties = Object.fromEntries(
      Object.entries(schema.properties).map(([name, property]) => [name, resolveSchema(document, property, seen)]),
    );
  }
  return resolved;
}

/**
 * What the fuzzer covers, read from the API's own document: every write, and
 * every read that takes a route parameter or a query. A route added later is
 * in the document, so it is fuzzed without anyone listing it here.
 */
export function operationsToFuzz(document: OpenApiDocument): FuzzOperation[] {
  const operations: FuzzOperation[] = [];
  for (const [path, byMethod] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(byMethod)) {
      const parameters = operation.parameters ?? [];
      const pathParameters = parameters.filter((p) => p.in === 'path');
      const queryParameters = parameters.filter((p) => p.in === 'query');
      if (method === 'get' && pathParameters.length === 0 && queryParameters.length === 0) continue;
      const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
      operations.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method as FuzzOperation['method'],
        path,
        pathParameters: pathParameters.map((p) => ({ ...p, schema: resolveSchema(document, p.schema ?? {}) })),
        queryParameters: queryParameters.map((p) => ({ ...p, schema: resolveSchema(document, p.schema ?? {}) })),
        body: bodySchema ? resolveSchema(document, bodySchema) : undefined,
        admin: (operation.security ?? []).some((requirement) => 'adminSession' in requirement),
      });
    }
  }
  return operations;
}

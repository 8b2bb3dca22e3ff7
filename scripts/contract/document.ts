// The REST contract (contract/openapi.yaml) read for checking: its operations, and validators of requests
// and answers by it (ajv, JSON Schema 2020-12, as OpenAPI 3.1 uses). Tests and scripts only: nothing in
// src/ imports this, so no validator reaches the visitor's bundle.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { parse } from 'yaml';

// ajv-formats is CommonJS: under Node's ESM loader its default import is the module object.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as typeof addFormatsModule;

/** The document's file path (Node and Vitest give import.meta.dirname; the repository root otherwise). */
export const CONTRACT_PATH = import.meta.dirname
  ? join(import.meta.dirname, '..', '..', 'contract', 'openapi.yaml')
  : join(process.cwd(), 'contract', 'openapi.yaml');

export type ContractHost = 'relative' | 'main' | 'inspection' | 'options' | 'business';
export type ContractEnvelope = 'status-success' | 'code-2000000' | 'business' | 'http-200' | 'none';

type Json = Record<string, unknown>;

export interface ContractParameter {
  name: string;
  in: 'query' | 'path' | 'header';
  required: boolean;
  schema: Json;
}

export interface ContractOperation {
  operationId: string;
  method: 'GET' | 'POST';
  /** The request path, `{name}` parameters, without the key's fragment (see /v1/customer_service). */
  path: string;
  /** The key under `paths`. */
  pathKey: string;
  host: ContractHost;
  /** The server variable that names the host (API_HOST, …); null for the page's own origin. */
  hostVariable: string | null;
  envelope: ContractEnvelope;
  source: 'spec' | 'assumed';
  bodyKind: 'json' | 'form' | null;
  parameters: ContractParameter[];
  /** The statuses the document answers with. */
  statuses: string[];
  /** The whole operation is staff only (answers a visitor 403). */
  staffOnly: boolean;
  /** A staff token may be sent (security lists staffToken). */
  staffToken: boolean;
  /** Where staff-only fields sit in the 200 answer, as paths (`*` stands for every array item). */
  staffFields: string[][];
}

export interface Problem {
  /** JSON path in the answer or request (ajv instancePath, `/` for the root). */
  path: string;
  message: string;
}

export interface RequestToCheck {
  url: string;
  method: string;
  headers?: Record<string, string>;
  body?: string | null;
}

export interface Contract {
  document: Json;
  operations: Map<string, ContractOperation>;
  /** Problems of an answer with this status and body (none: it is what the document says). */
  validateResponse(operationId: string, status: number, body: unknown): Problem[];
  /** Problems of a request the storefront sends (path, query, headers and body). */
  validateRequest(operationId: string, request: RequestToCheck): Problem[];
  /** Whether the body has the operation's success envelope; null when the operation has none. */
  envelopeProblem(operationId: string, body: unknown): string | null;
  /** Staff-only fields present in the body, as JSON paths. */
  staffFieldsIn(operationId: string, body: unknown): string[];
  /** The schema of an answer, with its references resolvable (for generators). */
  responseSchema(operationId: string, status?: string): Json;
  /** A schema of components.schemas or an answer, with `$ref`s resolved against the document. */
  resolve(schema: Json): Json;
}

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A JSON pointer segment inside a URI fragment. */
function pointerSegment(segment: string): string {
  return encodeURIComponent(segment.replace(/~/g, '~0').replace(/\//g, '~1'));
}

function pointer(...segments: string[]): string {
  return `contract#/${segments.map(pointerSegment).join('/')}`;
}

export function formatProblems(operationId: string, problems: Problem[]): string {
  return problems.map((problem) => `${operationId}: ${problem.path} ${problem.message}`).join('\n');
}

function ajvProblems(errors: ErrorObject[] | null | undefined): Problem[] {
  // oneOf/anyOf report every branch's error and then their own; the branch errors say what is wrong.
  // A nullable value's `null` branch says "must be null", which is not the news when another branch erred.
  const list = errors ?? [];
  const branchless = list.filter((error) => error.keyword !== 'oneOf' && error.keyword !== 'anyOf');
  const notNull = branchless.filter((error) => !(error.keyword === 'type' && error.params.type === 'null'));
  const specific = notNull.length ? notNull : branchless;
  return (specific.length ? specific : list).map((error) => ({
    path: error.instancePath || '/',
    message: `${error.message ?? 'is invalid'}${
      error.keyword === 'additionalProperties' ? ` (${String(error.params.additionalProperty)})` : ''
    }`,
  }));
}

/** A query or form value read as the schema's type, as the server would. */
function coerce(value: string, schema: Json): unknown {
  const type = schema.type;
  const enumValues = Array.isArray(schema.enum) ? schema.enum : [];
  const numeric =
    type === 'integer' ||
    type === 'number' ||
    (enumValues.length > 0 && enumValues.every((v) => typeof v === 'number'));
  if (numeric && /^-?\d+(\.\d+)?$/.test(value.trim())) return Number(value);
  if (type === 'boolean' && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}

export function loadContract(text: string = readFileSync(CONTRACT_PATH, 'utf8')): Contract {
  const document = parse(text) as Json;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema(document, 'contract');

  const refTarget = (ref: string): Json => {
    if (!ref.startsWith('#/')) throw new Error(`only local references are read: ${ref}`);
    let node: unknown = document;
    for (const raw of ref.slice(2).split('/')) {
      const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
      node = isRecord(node) ? node[key] : undefined;
    }
    if (!isRecord(node)) throw new Error(`unresolved reference ${ref}`);
    return node;
  };
  const deref = (node: Json): Json => (typeof node.$ref === 'string' ? deref(refTarget(node.$ref)) : node);

  const validators = new Map<string, ValidateFunction>();
  const validatorAt = (ref: string): ValidateFunction => {
    let validate = validators.get(ref);
    if (!validate) {
      validate = ajv.compile({ $ref: ref });
      validators.set(ref, validate);
    }
    return validate;
  };

  const operations = new Map<string, ContractOperation>();
  /** Where each operation's answers and body live in the document (for validators). */
  const locations = new Map<string, { pathKey: string; method: string }>();
  const staffFieldsOf = (schema: Json, path: string[], seen: Set<Json>, out: string[][]) => {
    const node = deref(schema);
    if (seen.has(node)) return;
    const inner = new Set(seen).add(node);
    for (const key of ['allOf', 'oneOf', 'anyOf'] as const) {
      const branches = node[key];
      if (Array.isArray(branches)) branches.forEach((branch: Json) => staffFieldsOf(branch, path, inner, out));
    }
    if (isRecord(node.properties)) {
      for (const [name, child] of Object.entries(node.properties)) {
        if (!isRecord(child)) continue;
        if (child['x-staff'] === true) out.push([...path, name]);
        staffFieldsOf(child, [...path, name], inner, out);
      }
    }
    if (isRecord(node.items)) staffFieldsOf(node.items, [...path, '*'], inner, out);
  };

  for (const [pathKey, item] of Object.entries((document.paths ?? {}) as Record<string, Json>)) {
    for (const method of ['get', 'post'] as const) {
      const op = item[method];
      if (!isRecord(op)) continue;
      const operationId = String(op.operationId);
      const servers = (op.servers ?? item.servers ?? document.servers) as Json[];
      const server = servers[0] ?? {};
      const variables = isRecord(server.variables) ? Object.keys(server.variables) : [];
      const requestContent = isRecord(op.requestBody) ? (op.requestBody.content as Json) : null;
      const security = Array.isArray(op.security) ? (op.security as Json[]) : [];
      const responses = (op.responses ?? {}) as Record<string, Json>;
      const ok = responses['200'] ? deref(responses['200']) : null;
      const okSchema =
        ok && isRecord(ok.content) ? ((ok.content['application/json'] as Json | undefined)?.schema as Json) : null;
      const staffFields: string[][] = [];
      if (okSchema) staffFieldsOf(okSchema, [], new Set(), staffFields);
      operations.set(operationId, {
        operationId,
        method: method.toUpperCase() as 'GET' | 'POST',
        path: pathKey.replace(/#.*$/, ''),
        pathKey,
        host: server['x-host'] as ContractHost,
        hostVariable: variables[0] ?? null,
        envelope: op['x-envelope'] as ContractEnvelope,
        source: op['x-source'] as 'spec' | 'assumed',
        bodyKind: requestContent ? ('application/x-www-form-urlencoded' in requestContent ? 'form' : 'json') : null,
        parameters: ((op.parameters ?? []) as Json[]).map((raw) => {
          const parameter = deref(raw);
          return {
            name: String(parameter.name),
            in: parameter.in as ContractParameter['in'],
            required: parameter.required === true,
            schema: (parameter.schema ?? {}) as Json,
          };
        }),
        statuses: Object.keys(responses),
        staffOnly: op['x-staff'] === true,
        staffToken: security.some((entry) => isRecord(entry) && 'staffToken' in entry),
        staffFields,
      });
      locations.set(operationId, { pathKey, method });
    }
  }

  const operationOf = (operationId: string): ContractOperation => {
    const operation = operations.get(operationId);
    if (!operation) throw new Error(`${operationId} is not in the contract`);
    return operation;
  };

  /** The pointer to the schema of an answer, following a response $ref (components/responses). */
  const responseRef = (operationId: string, status: string): string | null => {
    const { pathKey, method } = locations.get(operationId)!;
    const responses = ((document.paths as Json)[pathKey] as Json)[method] as Json;
    const response = (responses.responses as Record<string, Json>)[status];
    if (!response) return null;
    if (typeof response.$ref === 'string') {
      const name = response.$ref.split('/').pop()!;
      const target = refTarget(response.$ref);
      if (!isRecord(target.content)) return null;
      return pointer('components', 'responses', name, 'content', 'application/json', 'schema');
    }
    if (!isRecord(response.content)) return null;
    return pointer('paths', pathKey, method, 'responses', status, 'content', 'application/json', 'schema');
  };

  const contract: Contract = {
    document,
    operations,

    validateResponse(operationId, status, body) {
      operationOf(operationId);
      const ref = responseRef(operationId, String(status));
      if (ref === null) {
        const { statuses } = operationOf(operationId);
        if (statuses.includes(String(status))) return [];
        return [{ path: '/', message: `HTTP ${status} is not an answer the document gives (${statuses.join(', ')})` }];
      }
      const validate = validatorAt(ref);
      return validate(body) ? [] : ajvProblems(validate.errors);
    },

    validateRequest(operationId, request) {
      const operation = operationOf(operationId);
      const problems: Problem[] = [];
      if (request.method.toUpperCase() !== operation.method) {
        problems.push({ path: '/method', message: `is ${request.method}, expected ${operation.method}` });
      }
      const url = new URL(request.url, 'http://contract.invalid');
      const pattern = new RegExp(
        `^${operation.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, '(?<$1>[^/]+)')}$`,
      );
      const match = pattern.exec(url.pathname);
      if (!match) problems.push({ path: '/path', message: `${url.pathname} is not ${operation.path}` });
      const headers = new Map(Object.entries(request.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
      const checkValue = (where: string, parameter: ContractParameter, raw: string | undefined | null) => {
        const at = `/${where}/${parameter.name}`;
        if (raw === undefined || raw === null) {
          if (parameter.required) problems.push({ path: at, message: 'is required' });
          return;
        }
        const validate = ajv.compile(parameter.schema);
        if (!validate(coerce(raw, parameter.schema))) {
          for (const problem of ajvProblems(validate.errors)) problems.push({ path: at, message: problem.message });
        }
      };
      for (const parameter of operation.parameters) {
        if (parameter.in === 'query') checkValue('query', parameter, url.searchParams.get(parameter.name));
        if (parameter.in === 'path') checkValue('path', parameter, match?.groups?.[parameter.name]);
        if (parameter.in === 'header') checkValue('header', parameter, headers.get(parameter.name.toLowerCase()));
      }
      const known = new Set(operation.parameters.filter((p) => p.in === 'query').map((p) => p.name));
      for (const name of new Set(url.searchParams.keys())) {
        if (!known.has(name))
          problems.push({ path: `/query/${name}`, message: 'is not a parameter the document names' });
      }
      if (operation.bodyKind) {
        const { pathKey, method } = locations.get(operationId)!;
        const type = operation.bodyKind === 'form' ? 'application/x-www-form-urlencoded' : 'application/json';
        const contentType = headers.get('content-type') ?? '';
        if (!contentType.startsWith(type)) {
          problems.push({ path: '/header/Content-Type', message: `is "${contentType}", expected ${type}` });
        }
        const ref = pointer('paths', pathKey, method, 'requestBody', 'content', type, 'schema');
        let body: unknown;
        if (operation.bodyKind === 'form') {
          const schema = deref(
            (((((document.paths as Json)[pathKey] as Json)[method] as Json).requestBody as Json).content as Json)[
              type
            ] as Json,
          ).schema as Json;
          const properties = (deref(schema).properties ?? {}) as Record<string, Json>;
          body = Object.fromEntries(
            [...new URLSearchParams(request.body ?? '')].map(([k, v]) => [
              k,
              properties[k] ? coerce(v, properties[k]) : v,
            ]),
          );
        } else {
          try {
            body = JSON.parse(request.body ?? '');
          } catch {
            problems.push({ path: '/body', message: 'is not JSON' });
            return problems;
          }
        }
        const validate = validatorAt(ref);
        if (!validate(body)) {
          for (const problem of ajvProblems(validate.errors)) {
            problems.push({ path: `/body${problem.path === '/' ? '' : problem.path}`, message: problem.message });
          }
        }
      } else if (request.body) {
        problems.push({ path: '/body', message: 'is sent, but the document has no request body' });
      }
      return problems;
    },

    envelopeProblem(operationId, body) {
      const { envelope } = operationOf(operationId);
      const root = isRecord(body) ? body : {};
      let problem: string | null = null;
      if (envelope === 'status-success' && root.status !== 'success')
        problem = `status is ${JSON.stringify(root.status)}, expected "success"`;
      if (envelope === 'code-2000000' && root.code !== 2000000)
        problem = `code is ${JSON.stringify(root.code)}, expected 2000000`;
      if (envelope === 'business' && root.code !== 200000000)
        problem = `code is ${JSON.stringify(root.code)}, expected 200000000`;
      if (envelope === 'http-200' && !isRecord(body) && !Array.isArray(body)) problem = 'the body is not JSON';
      // A failure the document writes down as an answer (an unknown topic, an unknown waybill) is no problem.
      if (problem && contract.validateResponse(operationId, 200, body).length === 0) return null;
      return problem;
    },

    staffFieldsIn(operationId, body) {
      const found: string[] = [];
      const walk = (value: unknown, path: string[], at: string) => {
        if (path.length === 0) {
          if (value !== undefined) found.push(at || '/');
          return;
        }
        const [head, ...rest] = path;
        if (head === '*') {
          if (Array.isArray(value)) value.forEach((item, index) => walk(item, rest, `${at}/${index}`));
        } else if (isRecord(value) && head! in value) {
          walk(value[head!], rest, `${at}/${head}`);
        }
      };
      for (const path of operationOf(operationId).staffFields) walk(body, path, '');
      return found;
    },

    responseSchema(operationId, status = '200') {
      const ref = responseRef(operationId, status);
      if (!ref) throw new Error(`${operationId} has no ${status} answer with a body`);
      return refTarget(ref.slice('contract'.length));
    },

    resolve: deref,
  };
  return contract;
}

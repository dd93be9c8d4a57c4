// @vitest-environment node
import { globSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadFilesSync } from '@graphql-tools/load-files';
import { mergeTypeDefs } from '@graphql-tools/merge';
import {
  buildASTSchema,
  Kind,
  parse,
  Source,
  TypeInfo,
  validate,
  visit,
  visitWithTypeInfo,
  type ASTNode,
  type DefinitionNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLObjectType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { describe, expect, it } from 'vitest';

/**
 * The client documents are the other half of the contract: the screens may only send what is in
 * `operations/` (and the fragments beside their components). These checks keep every part of the
 * SDL reachable from a document, so a field nobody can ask for is noticed when it is added, not
 * when a screen needs it.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const OPERATIONS_DIR = 'operations';
const DOCUMENT_GLOBS = [`${OPERATIONS_DIR}/**/*.graphql`, 'frontend/src/**/*.graphql'];

interface DocumentFile {
  /** Path relative to the repository root, for messages. */
  file: string;
  text: string;
  document: DocumentNode;
}

interface Named<T> {
  file: string;
  node: T;
}

function loadSchema(): GraphQLSchema {
  const files = loadFilesSync(join(ROOT, 'schema/*.graphql'));
  if (files.length === 0) throw new Error('No SDL found under schema/');
  return buildASTSchema(mergeTypeDefs(files));
}

function loadDocuments(): DocumentFile[] {
  const files = DOCUMENT_GLOBS.flatMap((pattern) => globSync(pattern, { cwd: ROOT })).sort();
  return files.map((file) => {
    const text = readFileSync(join(ROOT, file), 'utf8');
    try {
      return { file, text, document: parse(new Source(text, file)) };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`${file} does not parse: ${reason}`, { cause: error });
    }
  });
}

function definitionsOf<K extends DefinitionNode['kind']>(
  files: readonly DocumentFile[],
  kind: K,
): Named<Extract<DefinitionNode, { kind: K }>>[] {
  return files.flatMap(({ file, document }) =>
    document.definitions
      .filter((definition): definition is Extract<DefinitionNode, { kind: K }> => definition.kind === kind)
      .map((node) => ({ file, node })),
  );
}

/** The fragments a node spreads, directly or through other fragments. */
function fragmentsUsedBy(root: ASTNode, fragments: ReadonlyMap<string, FragmentDefinitionNode>): FragmentDefinitionNode[] {
  const found = new Map<string, FragmentDefinitionNode>();
  const pending: ASTNode[] = [root];
  for (let node = pending.pop(); node; node = pending.pop()) {
    visit(node, {
      FragmentSpread(spread) {
        const name = spread.name.value;
        const fragment = fragments.get(name);
        if (fragment && !found.has(name)) {
          found.set(name, fragment);
          pending.push(fragment);
        }
      },
    });
  }
  return [...found.values()];
}

/** An operation as the client sends it: the operation plus every fragment it needs. */
function executableDocument(
  operation: OperationDefinitionNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
): DocumentNode {
  return { kind: Kind.DOCUMENT, definitions: [operation, ...fragmentsUsedBy(operation, fragments)] };
}

/** Schema coordinates (`Type.field`) a document selects, fragments included. */
function selectedCoordinates(schema: GraphQLSchema, document: DocumentNode): Set<string> {
  const typeInfo = new TypeInfo(schema);
  const selected = new Set<string>();
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field() {
        const parent = typeInfo.getParentType();
        const field = typeInfo.getFieldDef();
        if (parent && field) selected.add(`${parent.name}.${field.name}`);
      },
    }),
  );
  return selected;
}

function missingFields(type: GraphQLObjectType, fieldNames: readonly string[], selected: ReadonlySet<string>): string[] {
  return fieldNames.map((name) => `${type.name}.${name}`).filter((coordinate) => !selected.has(coordinate));
}

function rootType(schema: GraphQLSchema, name: 'Query' | 'Mutation'): GraphQLObjectType {
  const type = name === 'Query' ? schema.getQueryType() : schema.getMutationType();
  if (!type) throw new Error(`The schema has no ${name} type`);
  return type;
}

function duplicates(entries: readonly { name: string; file: string }[]): string[] {
  const byName = new Map<string, string[]>();
  for (const { name, file } of entries) byName.set(name, [...(byName.get(name) ?? []), file]);
  return [...byName].filter(([, files]) => files.length > 1).map(([name, files]) => `${name} (${files.join(', ')})`);
}

const schema = loadSchema();
const documents = loadDocuments();
const operations = definitionsOf(documents, Kind.OPERATION_DEFINITION);
const fragmentDefinitions = definitionsOf(documents, Kind.FRAGMENT_DEFINITION);
const fragments = new Map(fragmentDefinitions.map(({ node }) => [node.name.value, node]));
const operationDocuments = operations.map(({ file, node }) => ({
  file,
  node,
  document: executableDocument(node, fragments),
}));
const selected = new Set(operationDocuments.flatMap(({ document }) => [...selectedCoordinates(schema, document)]));

describe('client operation documents', () => {
  it('finds the documents it checks', () => {
    expect(documents.filter(({ file }) => file.startsWith(`${OPERATIONS_DIR}/`)).length).toBeGreaterThan(0);
    expect(fragmentDefinitions.length).toBeGreaterThan(0);
  });

  it('every operation, with the fragments it spreads, validates against the schema', () => {
    const failures = operationDocuments.flatMap(({ file, node, document }) =>
      validate(schema, document).map((error) => `${file} (${node.name?.value ?? 'anonymous'}): ${error.message}`),
    );
    expect(failures, `invalid documents:\n${failures.join('\n')}`).toEqual([]);
  });

  it('every fragment is spread by at least one operation', () => {
    const reachable = new Set(
      operationDocuments.flatMap(({ node }) => fragmentsUsedBy(node, fragments).map((fragment) => fragment.name.value)),
    );
    const unused = fragmentDefinitions
      .filter(({ node }) => !reachable.has(node.name.value))
      .map(({ file, node }) => `${node.name.value} (${file})`);
    expect(unused, `fragments no operation uses:\n${unused.join('\n')}`).toEqual([]);
  });

  it('every file in operations/ holds exactly one operation named like the file', () => {
    const failures = documents
      .filter(({ file }) => file.startsWith(`${OPERATIONS_DIR}/`))
      .flatMap(({ file, document }) => {
        const expected = basename(file, '.graphql');
        const [only, ...rest] = document.definitions;
        if (!only || rest.length > 0) return [`${file}: ${document.definitions.length} definitions, expected 1`];
        if (only.kind !== Kind.OPERATION_DEFINITION) return [`${file}: holds a ${only.kind}, expected an operation`];
        const name = only.name?.value;
        return name === expected ? [] : [`${file}: operation is named ${name ?? '(anonymous)'}, expected ${expected}`];
      });
    expect(failures, failures.join('\n')).toEqual([]);
  });

  it('operation and fragment names are unique, PascalCase and without the suffix codegen adds', () => {
    const operationNames = operations.map(({ file, node }) => ({ file, name: node.name?.value ?? '(anonymous)' }));
    const fragmentNames = fragmentDefinitions.map(({ file, node }) => ({ file, name: node.name.value }));
    const repeated = [...duplicates(operationNames), ...duplicates(fragmentNames)];
    expect(repeated, `names used more than once:\n${repeated.join('\n')}`).toEqual([]);

    const badOperations = operationNames
      .filter(({ name }) => !/^[A-Z][A-Za-z0-9]*$/.test(name) || /(Query|Mutation|Subscription)$/.test(name))
      .map(({ name, file }) => `${name} (${file})`);
    const badFragments = fragmentNames
      .filter(({ name }) => !/^[A-Z][A-Za-z0-9]*$/.test(name) || /Fragment$/.test(name))
      .map(({ name, file }) => `${name} (${file})`);
    const badNames = [...badOperations, ...badFragments];
    expect(badNames, `names that are not PascalCase or carry a codegen suffix:\n${badNames.join('\n')}`).toEqual([]);
  });

  it('every document file starts with a comment saying which screen uses it', () => {
    const uncommented = documents.filter(({ text }) => !/^#\s*\S/.test(text)).map(({ file }) => file);
    expect(uncommented, `files without a leading # comment:\n${uncommented.join('\n')}`).toEqual([]);
  });

  it('mutations take their input as variables, never as inline literals', () => {
    const inline: string[] = [];
    for (const { file, node } of operations) {
      if (node.operation !== 'mutation') continue;
      visit(node, {
        Argument(argument) {
          if (argument.value.kind !== Kind.VARIABLE) inline.push(`${file}: argument ${argument.name.value}`);
        },
      });
    }
    expect(inline, `inline mutation arguments:\n${inline.join('\n')}`).toEqual([]);
  });

  it('every Query root field is used by at least one operation', () => {
    const query = rootType(schema, 'Query');
    const missing = missingFields(query, Object.keys(query.getFields()), selected);
    expect(missing, `Query fields no operation selects:\n${missing.join('\n')}`).toEqual([]);
  });

  it('every Mutation root field is used by at least one operation', () => {
    const mutation = rootType(schema, 'Mutation');
    const missing = missingFields(mutation, Object.keys(mutation.getFields()), selected);
    expect(missing, `Mutation fields no operation selects:\n${missing.join('\n')}`).toEqual([]);
  });

  it('every field of User that takes arguments is used by at least one operation', () => {
    const user = schema.getType('User') as GraphQLObjectType | undefined;
    if (!user) throw new Error('The schema has no User type');
    const withArguments = Object.values(user.getFields())
      .filter((field) => field.args.length > 0)
      .map((field) => field.name);
    // Guards against the check passing vacuously if the SDL moved the paged lists elsewhere.
    expect(withArguments).toEqual(expect.arrayContaining(['orders', 'reviews', 'rejectedReviews']));
    const missing = missingFields(user, withArguments, selected);
    expect(missing, `User fields with arguments no operation selects:\n${missing.join('\n')}`).toEqual([]);
  });

  it('every other field of User (profile, cart, counts, points, address) is used by at least one operation', () => {
    const user = schema.getType('User') as GraphQLObjectType | undefined;
    if (!user) throw new Error('The schema has no User type');
    const missing = missingFields(user, Object.keys(user.getFields()), selected);
    expect(missing, `User fields no operation selects:\n${missing.join('\n')}`).toEqual([]);
  });
});

describe('the coverage checks themselves', () => {
  it('report the root fields a document set leaves out', () => {
    const query = rootType(schema, 'Query');
    const only = selectedCoordinates(schema, parse('query OnlyErrorCodes { errorCodes }'));
    const missing = missingFields(query, Object.keys(query.getFields()), only);
    expect(missing).toContain('Query.products');
    expect(missing).not.toContain('Query.errorCodes');
  });

  it('count fields selected through nested fragments', () => {
    const document = parse(`
      query Nested { me { ...Outer } }
      fragment Outer on User { ...Inner }
      fragment Inner on User { orders(page: 1) { total } }
    `);
    const [operation, ...rest] = document.definitions as [OperationDefinitionNode, ...FragmentDefinitionNode[]];
    const local = new Map(rest.map((fragment) => [fragment.name.value, fragment]));
    const coordinates = selectedCoordinates(schema, executableDocument(operation, local));
    expect(coordinates).toContain('User.orders');
    expect(coordinates).toContain('OrderPage.total');
  });

  it('catch a document that does not match the schema', () => {
    const errors = validate(schema, parse('query Broken { products { noSuchField } }'));
    expect(errors.map((error) => error.message).join('\n')).toMatch(/noSuchField/);
  });
});

import { GraphQLError, Kind, visit, type DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { ErrorCode } from '../../../../domain/errors/errors';
import { REQUEST_REFUSALS } from '../../../../domain/security/request-refusals';

/**
 * C0 controls but tab, line feed and carriage return (a review may span lines), DEL and the C1
 * controls. PostgreSQL refuses NUL outright (the driver's error became INTERNAL_SERVER_ERROR);
 * the others are invisible and have no place in a name, an address or a review.
 */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));

/**
 * The dotted path (inside the variable, as input errors name fields) of the first string or
 * object key holding a control character; '' for the variable itself, null when clean.
 */
function findInValue(value: unknown, path: string): string | null {
  if (typeof value === 'string') return CONTROL.test(value) ? path : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = findInValue(value[i], join(path, i));
      if (found !== null) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (CONTROL.test(key)) return path;
      const found = findInValue(inner, join(path, key));
      if (found !== null) return found;
    }
  }
  return null;
}

/** Whether a string literal written into the document itself holds one (cached per parsed document). */
const documentVerdicts = new WeakMap<DocumentNode, string | null>();
function findInDocument(document: DocumentNode): string | null {
  const cached = documentVerdicts.get(document);
  if (cached !== undefined) return cached;
  let found: string | null = null;
  visit(document, {
    Argument(node) {
      if (found) return false;
      visit(node.value, {
        StringValue(value) {
          if (!found && CONTROL.test(value.value)) found = node.name.value;
        },
        ObjectField(field) {
          if (!found && field.value.kind === Kind.STRING && CONTROL.test(field.value.value)) found = field.name.value;
        },
      });
      return undefined;
    },
  });
  documentVerdicts.set(document, found);
  return found;
}

/**
 * One check for every operation's string input, variables and inline arguments alike, before any
 * resolver (and so any SQL) runs: a refusal in Korean naming the field, instead of each mutation
 * learning about NUL from the database driver.
 */
export function useControlCharacterGuard(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const variables = args.variableValues ?? {};
      let field: string | null = null;
      for (const [name, value] of Object.entries(variables)) {
        const found = findInValue(value, '');
        if (found === null) continue;
        field = found || name;
        break;
      }
      field ??= findInDocument(args.document);
      if (!field) return;
      const code: ErrorCode = 'BAD_USER_INPUT';
      setResultAndStopExecution({
        errors: [new GraphQLError(REQUEST_REFUSALS.controlCharacter, { extensions: { code, field } })],
      });
    },
  };
}

import {
  GraphQLError,
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * Mutations that test a secret (a password, a code, a token, a social authorization), send one
 * (an SMS or mail code) or reveal whether someone is a member. Aliases let one request carry
 * hundreds of guesses, texts or lookups past any per-request limit, so a request may hold one.
 */
export const SECRET_FIELDS: ReadonlySet<string> = new Set([
  'login',
  'certifyTelWithToken',
  'resetPassword',
  'updatePassword',
  'resignUser',
  'loginWithSocial',
  'findPassword',
  'createUser',
  'certifyTel',
  'checkWhetherAvailableTel',
  'checkWhetherAvailableEmail',
]);

export const ONE_SECRET_MESSAGE =
  '로그인, 인증, 가입 확인, 비밀번호 관련 요청은 한 번에 하나씩만 보낼 수 있어요. 앱을 새로고침한 뒤 다시 시도해 주세요.';
export const NO_BATCH_MESSAGE = '요청은 한 번에 하나씩만 보낼 수 있어요. 앱을 새로고침한 뒤 다시 시도해 주세요.';

function countSecrets(
  selectionSet: SelectionSetNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  visiting: Set<string>,
): number {
  let count = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (SECRET_FIELDS.has(selection.name.value)) count += 1;
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      count += countSecrets(selection.selectionSet, fragments, visiting);
    } else {
      const name = selection.name.value;
      const fragment = fragments.get(name);
      // A cycle is its own validation error; counting it once is enough here.
      if (!fragment || visiting.has(name)) continue;
      visiting.add(name);
      count += countSecrets(fragment.selectionSet, fragments, visiting);
      visiting.delete(name);
    }
  }
  return count;
}

/** The most secret-testing root fields any one mutation operation of the document selects. */
export function maxSecretsPerOperation(document: DocumentNode): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  let max = 0;
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION || definition.operation !== 'mutation') continue;
    max = Math.max(max, countSecrets(definition.selectionSet, fragments, new Set()));
  }
  return max;
}

function refusal(message: string): GraphQLError {
  return new GraphQLError(message, {
    extensions: { code: 'GRAPHQL_VALIDATION_FAILED', http: { status: 400 } },
  });
}

/**
 * Refuses batched requests (a JSON array body) and documents whose mutation selects more than one
 * secret-testing field. The refusal is thrown before validation runs, so no later hook rewrites
 * its sentence, and nothing of the document is executed. It carries a code mask-error passes on.
 */
export function useOneSecretPerRequest(): Plugin {
  return {
    onRequestParse() {
      return {
        onRequestParseDone({ requestParserResult }) {
          if (Array.isArray(requestParserResult)) throw refusal(NO_BATCH_MESSAGE);
        },
      };
    },
    onValidate({ params }) {
      if (maxSecretsPerOperation(params.documentAST) > 1) throw refusal(ONE_SECRET_MESSAGE);
    },
  };
}

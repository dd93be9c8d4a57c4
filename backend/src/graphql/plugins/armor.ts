import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import type { GraphQLError, ValidationContext } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { LIMIT_EXCEEDED_DETAIL, localizeRequestError } from '../../../../domain/errors/request-errors';

/**
 * Limits sized for the shop's real screens: the deepest operation (an order with its lines,
 * product and options) is about 7 levels. The costliest is the cart (MyCart, about 9,000 by
 * armor's count, whose weight grows 1.5x per level), so the cost cap leaves it twice that;
 * tests/api/security-limits.test.ts sends every client document through these limits.
 */
export const ARMOR_LIMITS = {
  maxDepth: 10,
  maxCost: 20_000,
  maxAliases: 15,
  maxTokens: 3000,
  maxDirectives: 20,
} as const;

// By default armor throws out of validation, which yoga would treat as a crash; reporting the
// refusal as an ordinary (localized) validation error keeps it a 4xx-style answer.
const reportAsValidationError = (context: ValidationContext | null, error: GraphQLError) => {
  context?.reportError(localizeRequestError(error, 'limits'));
};
const asValidationError = { propagateOnRejection: false, onReject: [reportAsValidationError] };

export function useArmor({ isProduction }: { isProduction: boolean }): Plugin {
  return EnvelopArmorPlugin({
    maxDepth: { n: ARMOR_LIMITS.maxDepth, flattenFragments: true, ...asValidationError },
    costLimit: { maxCost: ARMOR_LIMITS.maxCost, ...asValidationError },
    maxAliases: { n: ARMOR_LIMITS.maxAliases, ...asValidationError },
    maxDirectives: { n: ARMOR_LIMITS.maxDirectives, ...asValidationError },
    // Counted while parsing, before any validation context exists: it throws, and the parse
    // hook of useLocalizedRequestErrors recognises the message.
    maxTokens: { n: ARMOR_LIMITS.maxTokens, exposeLimits: false, errorMessage: LIMIT_EXCEEDED_DETAIL },
    // Suggestions ("Did you mean ...") help developers but map the schema for attackers.
    blockFieldSuggestion: { enabled: isProduction },
  });
}

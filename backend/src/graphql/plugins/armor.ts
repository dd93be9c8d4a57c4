import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import type { GraphQLError, ValidationContext } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { localizeRequestError } from '../../../../domain/errors/request-errors';
import { useTokenLimit } from './token-limit';

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

export function useArmor({ isProduction }: { isProduction: boolean }): Plugin[] {
  return [useTokenLimit(ARMOR_LIMITS.maxTokens), EnvelopArmorPlugin({
    maxDepth: { n: ARMOR_LIMITS.maxDepth, flattenFragments: true, ...asValidationError },
    costLimit: { maxCost: ARMOR_LIMITS.maxCost, ...asValidationError },
    maxAliases: { n: ARMOR_LIMITS.maxAliases, ...asValidationError },
    maxDirectives: { n: ARMOR_LIMITS.maxDirectives, ...asValidationError },
    // armor's token count skips comments; useTokenLimit counts them too and replaces it.
    maxTokens: { enabled: false },
    // Suggestions ("Did you mean ...") help developers but map the schema for attackers.
    blockFieldSuggestion: { enabled: isProduction },
  })];
}

import type { Plugin } from 'graphql-yoga';
import { NoSchemaIntrospectionCustomRule } from 'graphql';

/** In production the schema is not browsable; the SDL in the repository is the documentation. */
export function useDisableIntrospection(): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(NoSchemaIntrospectionCustomRule);
    },
  };
}

import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { maxSecretsPerOperation } from './one-secret-per-request';

const count = (document: string) => maxSecretsPerOperation(parse(document));

describe('maxSecretsPerOperation', () => {
  it('counts each secret-testing root field, aliases included', () => {
    expect(count('mutation { login(data: $d) { token } }')).toBe(1);
    expect(count('mutation { a: login(data: $d) { token } b: login(data: $d) { token } }')).toBe(2);
    expect(count('mutation { createUser(data: $d) { id } resetPassword(password: "", code: "") }')).toBe(2);
  });

  it('counts the fields that send a code or reveal membership', () => {
    expect(count('mutation { a: certifyTel(data: $d) { expiresAt } b: certifyTel(data: $d) { expiresAt } }')).toBe(2);
    expect(count('mutation { checkWhetherAvailableEmail(data: $d) { available } checkWhetherAvailableTel(data: $t) { available } }')).toBe(2);
  });

  it('follows fragment spreads and inline fragments, and survives fragment cycles', () => {
    expect(
      count(`mutation { ...A ... on Mutation { findPassword(email: "x") } }
             fragment A on Mutation { updatePassword(data: $d) { token } ...B }
             fragment B on Mutation { ...A }`),
    ).toBe(2);
  });

  it('judges each operation on its own, since a request runs only one', () => {
    expect(count('mutation A { login(data: $d) { token } } mutation B { resignUser(data: $d) }')).toBe(1);
  });

  it('ignores queries and other mutations', () => {
    expect(count('query { me { id } } mutation { updateUser(data: $d) { id } updateUserDelivery(data: $d) { id } }')).toBe(0);
  });
});

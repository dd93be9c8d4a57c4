import { useMutation } from '@tanstack/react-query';
import {
  FindPasswordDocument,
  LoginDocument,
  LoginWithSocialDocument,
  ResetPasswordDocument,
  type LoginInput,
  type LoginWithSocialMutationVariables,
} from '../../lib/__generated__/graphql';
import { request } from '../../lib/graphql-client';

// The auth screens' server calls. Each screen shows a refusal beside the field it names, so none
// of them toasts (showError: false).

export function useLogin() {
  return useMutation({
    mutationFn: (data: LoginInput) => request(LoginDocument, { data }),
    meta: { showError: false },
  });
}

export function useLoginWithSocial() {
  return useMutation({
    mutationFn: (variables: LoginWithSocialMutationVariables) => request(LoginWithSocialDocument, variables),
    meta: { showError: false },
  });
}

export function useFindPassword(callbacks: { onSuccess(address: string): void; onError(failure: unknown): void }) {
  return useMutation({
    mutationFn: (address: string) => request(FindPasswordDocument, { email: address }),
    meta: { showError: false },
    onSuccess: (_result, address) => callbacks.onSuccess(address),
    onError: (failure) => callbacks.onError(failure),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (variables: { password: string; code: string }) => request(ResetPasswordDocument, variables),
    meta: { showError: false },
  });
}

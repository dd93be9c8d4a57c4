import type { Resolvers } from '../../graphql/__generated__/resolvers-types';
import type { AppError } from '../../../../domain/errors/errors';
import { checkEmailAvailability, checkTelAvailability } from './availability.service';
import { requestCertificationCode, verifyCertificationCode } from './certification.service';

/**
 * graphql-js reports an Error a resolver returns exactly like one it throws, while the
 * transaction around every mutation commits whatever did not throw: the refusal reaches the
 * client and the wrong try it counted stays counted.
 */
function refuseAfterCommit<T>(refusal: AppError): T {
  return refusal as unknown as T;
}

export const certificationResolvers: Resolvers = {
  Mutation: {
    certifyTel: (_parent, { data }, context) => requestCertificationCode(context, data),
    certifyTelWithToken: async (_parent, { data }, context) => {
      const check = await verifyCertificationCode(context, data);
      return check.ok ? check.issued : refuseAfterCommit(check.refusal);
    },
    checkWhetherAvailableEmail: (_parent, { data }, { em, security, clientIp }) =>
      checkEmailAvailability(em, data.email, { quota: security.emailCheck, clientIp }),
    checkWhetherAvailableTel: (_parent, { data }, { em, security, clientIp }) =>
      checkTelAvailability(em, data.countryDialingCode, data.tel, { quota: security.telCheck, clientIp }),
  },
};

import type { Resolvers } from '../../graphql/__generated__/resolvers-types';
import { checkEmailAvailability, checkTelAvailability } from './availability.service';
import { requestCertificationCode, verifyCertificationCode } from './certification.service';

export const certificationResolvers: Resolvers = {
  Mutation: {
    certifyTel: (_parent, { data }, context) => requestCertificationCode(context, data),
    certifyTelWithToken: (_parent, { data }, context) => verifyCertificationCode(context, data),
    checkWhetherAvailableEmail: (_parent, { data }, { em, security, clientIp }) =>
      checkEmailAvailability(em, data.email, { quota: security.emailCheck, clientIp }),
    checkWhetherAvailableTel: (_parent, { data }, { em, security, clientIp }) =>
      checkTelAvailability(em, data.countryDialingCode, data.tel, { quota: security.telCheck, clientIp }),
  },
};

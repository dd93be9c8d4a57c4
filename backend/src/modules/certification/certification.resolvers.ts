import type { Resolvers } from '../../graphql/__generated__/resolvers-types';
import { checkEmailAvailability, checkTelAvailability } from './availability.service';
import { requestCertificationCode, verifyCertificationCode } from './certification.service';

export const certificationResolvers: Resolvers = {
  Mutation: {
    certifyTel: (_parent, { data }, context) => requestCertificationCode(context, data),
    certifyTelWithToken: (_parent, { data }, context) => verifyCertificationCode(context, data),
    checkWhetherAvailableEmail: (_parent, { data }, { em }) => checkEmailAvailability(em, data.email),
    checkWhetherAvailableTel: (_parent, { data }, { em }) => checkTelAvailability(em, data.countryDialingCode, data.tel),
  },
};

import type { Resolvers } from '../../graphql/__generated__/resolvers-types';
import type { GraphQLContext } from '../../graphql/context';
import { pointBalance, pointSummary } from '../point/point.service';
import { login } from './login.service';
import { findPassword, resetPassword, updatePassword } from './password.service';
import {
  authorityLevelOf,
  me,
  saveDelivery,
  updateProfile,
  updateTel,
  userConfigOf,
  userDeliveryOf,
  userTypeOf,
} from './profile.service';
import { createUser } from './registration.service';
import { resignUser } from './resignation.service';
import { requireViewer } from './viewer';

const passwordCheck = (context: Pick<GraphQLContext, 'security' | 'clientIp'>) => ({
  throttle: context.security.login,
  clientIp: context.clientIp,
});

export const accountResolvers: Resolvers = {
  Query: {
    me: (_parent, _args, context) => me(context.em, context),
  },
  Mutation: {
    login: (_parent, { data }, context) =>
      login(context.em, passwordCheck(context), context.config.UNIVERSITY_ID, data),
    createUser: (_parent, { data }, { em, config }) => createUser(em, config, data),
    updateUser: (_parent, { data }, context) => updateProfile(context.em, requireViewer(context), data),
    updatePassword: (_parent, { data }, context) =>
      updatePassword(context.em, passwordCheck(context), requireViewer(context), data),
    updateUserTel: (_parent, { data }, context) => updateTel(context.em, requireViewer(context), data),
    findPassword: (_parent, { email }, context) => findPassword(context, email),
    resetPassword: (_parent, { password, code }, { em, security, config, clientIp }) =>
      resetPassword(em, { security, clientIp }, config.UNIVERSITY_ID, { password, code }),
    resignUser: (_parent, { data }, context) => resignUser(context, requireViewer(context), data),
    updateUserDelivery: (_parent, { data }, context) => saveDelivery(context.em, requireViewer(context), data),
  },
  User: {
    userTypeId: (user) => user.userType?.id ?? null,
    userType: (user, _args, { em }) => userTypeOf(em, user),
    userConfig: (user, _args, { em }) => userConfigOf(em, user),
    authorityLevel: (user) => authorityLevelOf(user),
    point: (user, _args, { em }) => pointBalance(em, user.id),
    pointSummary: (user, _args, { em }) => pointSummary(em, user.id),
    userDelivery: (user, _args, { em }) => userDeliveryOf(em, user),
  },
  UserDelivery: {
    userId: (delivery) => delivery.user.id,
  },
};

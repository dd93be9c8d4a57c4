import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, id } from '../../db/columns';
import { EduDegree, Nationality } from '../../../../domain/enums';
import { University } from '../content/university.entity';

/** A member category offered at sign-up (학부생, 대학원생, 교직원 ...). */
export const UserTypeSchema = defineEntity({
  name: 'UserType',
  properties: {
    id: id(),
    university: () => p.manyToOne(University).index(),
    content: p.string(),
    nationality: p.enum(() => Nationality).default(Nationality.NOT_SET),
    eduDegree: p.enum(() => EduDegree).default(EduDegree.NOT_SET),
    inCollege: p.boolean().default(false),
    position: p.integer().default(0),
    createdAt: createdAt(),
  },
});

export class UserType extends UserTypeSchema.class {}
UserTypeSchema.setClass(UserType);

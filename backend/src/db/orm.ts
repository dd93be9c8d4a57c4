import { MikroORM } from '@mikro-orm/postgresql';
import { createOrmOptions, type OrmOverrides } from './orm.config';

export async function initOrm(clientUrl: string, overrides?: OrmOverrides): Promise<MikroORM> {
  return MikroORM.init(createOrmOptions(clientUrl, overrides));
}

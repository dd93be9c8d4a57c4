import type { EntityManager } from '@mikro-orm/postgresql';
import { University } from '../../backend/src/modules/content/university.entity';

/**
 * A second tenant in the test database (the deployment serves university 1): whatever of it a
 * visitor names by id must answer like a missing id, and its rows never show on the first's screens.
 */
export async function createSecondUniversity(em: EntityManager, overrides: Partial<Pick<University, 'topNotice'>> = {}): Promise<University> {
  const university = em.create(University, {
    name: '새봄대학교',
    shopName: '새봄대 굿즈샵',
    siteUrl: 'https://shop.saebom.ac.kr',
    footerOperator: '새봄대학교 생협',
    footerAddress: '세종특별자치시 새봄로 1',
    themeColor: '#0f766e',
    defaultTitle: '새봄대 단체복 몰',
    titleTemplate: '%s | 새봄대',
    promotedCategories: [],
    ...overrides,
  });
  await em.flush();
  return university;
}

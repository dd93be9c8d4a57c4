import type { ScenarioProductCategory } from './types';

/** Ids the products and the tenant's promoted categories refer to. */
export const CategoryId = {
  JACKET: 75,
  VARSITY: 76,
  COACH: 77,
  PADDING: 78,
  HOODIE_CREW: 71,
  HOODIE: 80,
  ZIPUP: 81,
  CREWNECK: 82,
  FLEECE: 72,
  FLEECE_JACKET: 83,
  HALFZIP: 84,
  HIDDEN_ARCHIVE: 73,
  TEE_ETC: 74,
  SHORT_TEE: 85,
  LONG_TEE: 86,
  GOODS: 87,
  GROUP_BUSINESS: 90,
  GROUP_COMPUTER: 91,
  GROUP_COUNCIL: 92,
  GROUP_DESIGN: 93,
} as const;

const top = (key: string, id: number, content: string, position: number, visible = true): ScenarioProductCategory => ({
  key: `category.${key}`,
  id,
  categoryId: null,
  content,
  visible,
  isGroup: false,
  position,
});

const sub = (key: string, id: number, parent: number, content: string, position: number): ScenarioProductCategory => ({
  key: `category.${key}`,
  id,
  categoryId: parent,
  content,
  visible: true,
  isGroup: false,
  position,
});

const group = (key: string, id: number, content: string, position: number): ScenarioProductCategory => ({
  key: `category.group.${key}`,
  id,
  categoryId: null,
  content,
  visible: true,
  isGroup: true,
  position,
});

export const productCategories: ScenarioProductCategory[] = [
  top('jacket', CategoryId.JACKET, '과잠·점퍼', 0),
  sub('jacket.varsity', CategoryId.VARSITY, CategoryId.JACKET, '과잠', 0),
  sub('jacket.coach', CategoryId.COACH, CategoryId.JACKET, '코치자켓·바람막이', 1),
  sub('jacket.padding', CategoryId.PADDING, CategoryId.JACKET, '패딩', 2),

  top('hoodie-crew', CategoryId.HOODIE_CREW, '후드·맨투맨', 1),
  sub('hoodie-crew.hoodie', CategoryId.HOODIE, CategoryId.HOODIE_CREW, '후드티', 0),
  sub('hoodie-crew.zipup', CategoryId.ZIPUP, CategoryId.HOODIE_CREW, '후드집업', 1),
  sub('hoodie-crew.crewneck', CategoryId.CREWNECK, CategoryId.HOODIE_CREW, '맨투맨', 2),

  top('fleece', CategoryId.FLEECE, '플리스', 2),
  sub('fleece.jacket', CategoryId.FLEECE_JACKET, CategoryId.FLEECE, '플리스 자켓', 0),
  sub('fleece.halfzip', CategoryId.HALFZIP, CategoryId.FLEECE, '하프집업', 1),

  top('tee-etc', CategoryId.TEE_ETC, '티셔츠·기타', 3),
  sub('tee-etc.short', CategoryId.SHORT_TEE, CategoryId.TEE_ETC, '반팔티', 0),
  sub('tee-etc.long', CategoryId.LONG_TEE, CategoryId.TEE_ETC, '긴팔티', 1),
  sub('tee-etc.goods', CategoryId.GOODS, CategoryId.TEE_ETC, '에코백·잡화', 2),

  // Hidden from the menu: keeps past-season items reachable for staff without listing them.
  top('archive', CategoryId.HIDDEN_ARCHIVE, '지난 시즌', 4, false),

  group('business', CategoryId.GROUP_BUSINESS, '경영학과', 0),
  group('computer', CategoryId.GROUP_COMPUTER, '컴퓨터공학과', 1),
  group('council', CategoryId.GROUP_COUNCIL, '총학생회', 2),
  group('design', CategoryId.GROUP_DESIGN, '디자인학과', 3),
];

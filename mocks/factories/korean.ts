// Korean people, phones and addresses as a Korean shop stores them.
import { faker, int, pick } from './random';
import { BUILDINGS, CITIES, EMAIL_NAMES } from './vocabulary';

export function koreanName(): string {
  return faker.person.fullName().replaceAll(' ', '');
}

/** A mobile number in E.164, as the shop stores certified phones (+8210 and eight digits). */
export function koreanMobile(): string {
  return `+8210${faker.string.numeric({ length: 8, allowLeadingZeros: false })}`;
}

/** A campus e-mail address. */
export function campusEmail(): string {
  return `${pick(EMAIL_NAMES)}${int(10, 99)}@hanbit.ac.kr`;
}

export interface KoreanAddress {
  postCode: string;
  /** Road address: 시/도, 구, 로 and building number. */
  address: string;
  /** What the member typed: building, 동, 호. */
  detailAddress: string;
}

export function koreanAddress(): KoreanAddress {
  const place = pick(CITIES);
  const building = pick(BUILDINGS);
  const detailAddress = building.endsWith('기숙사')
    ? `${building} ${pick(['A', 'B', 'C'])}동 ${int(1, 6)}0${int(1, 9)}호`
    : `${building} ${int(101, 112)}동 ${int(1, 25)}0${int(1, 4)}호`;
  return {
    postCode: faker.string.numeric({ length: 5, allowLeadingZeros: true }),
    address: `${place.city} ${pick(place.districts)} ${pick(place.roads)} ${int(1, 300)}`,
    detailAddress,
  };
}

/** The masked name reviews show to the public: 김한빛 -> 김*빛. */
export function maskedName(name: string): string {
  const letters = [...name];
  if (letters.length <= 1) return name;
  if (letters.length === 2) return `${letters[0]}*`;
  return `${letters[0]}${'*'.repeat(letters.length - 2)}${letters[letters.length - 1]}`;
}

import { lazyScreen } from '../../lib/feature-route';
import { memberPage } from '../../widgets/member-page/member-page';

export const MyHubScreen = memberPage('마이페이지', lazyScreen(() => import('./hub/my-page'), 'MyPage'), { back: null });
export const ProfileScreen = memberPage('회원 정보 수정', lazyScreen(() => import('./profile/profile-page'), 'ProfilePage'));
export const PasswordScreen = memberPage('비밀번호 변경', lazyScreen(() => import('./password/password-page'), 'PasswordPage'));
export const PhoneScreen = memberPage('휴대폰 번호 변경', lazyScreen(() => import('./phone/phone-page'), 'PhonePage'));
export const WithdrawScreen = memberPage('회원 탈퇴', lazyScreen(() => import('./withdraw/withdraw-page'), 'WithdrawPage'));
export const AddressScreen = memberPage('배송지 관리', lazyScreen(() => import('./address/address-page'), 'AddressPage'));

import { memberPage } from '../../widgets/member-page/member-page';
import { AddressPage } from './address/address-page';
import { MyPage } from './hub/my-page';
import { PasswordPage } from './password/password-page';
import { PhonePage } from './phone/phone-page';
import { ProfilePage } from './profile/profile-page';
import { WithdrawPage } from './withdraw/withdraw-page';

export const MyHubScreen = memberPage('마이페이지', MyPage, { back: null });
export const ProfileScreen = memberPage('회원 정보 수정', ProfilePage);
export const PasswordScreen = memberPage('비밀번호 변경', PasswordPage);
export const PhoneScreen = memberPage('휴대폰 번호 변경', PhonePage);
export const WithdrawScreen = memberPage('회원 탈퇴', WithdrawPage);
export const AddressScreen = memberPage('배송지 관리', AddressPage);

import type { ComponentType } from 'react';
// The brief puts the point and restock screens into this feature's route list; they stay their
// own features and get the account frame and the login check here, in one place.
// eslint-disable-next-line boundaries/dependencies -- the account area's route list (see account-routes.ts)
import { PointsPage } from '../point/points-page';
// eslint-disable-next-line boundaries/dependencies -- the account area's route list (see account-routes.ts)
import { RestockPage } from '../restock/restock-page';
import { AccountFrame } from './account-frame';
import { AddressPage } from './address/address-page';
import { MyPage } from './hub/my-page';
import { MemberOnly } from './member-only';
import { PasswordPage } from './password/password-page';
import { PhonePage } from './phone/phone-page';
import { ProfilePage } from './profile/profile-page';
import { WithdrawPage } from './withdraw/withdraw-page';

/** A member-only screen inside the account frame (heading, way back to the hub, browser title). */
function memberScreen(title: string, Body: ComponentType, back?: null): ComponentType {
  function MemberScreen() {
    return (
      <MemberOnly>
        <AccountFrame title={title} back={back}>
          <Body />
        </AccountFrame>
      </MemberOnly>
    );
  }
  MemberScreen.displayName = `MemberScreen(${title})`;
  return MemberScreen;
}

export const MyHubScreen = memberScreen('마이페이지', MyPage, null);
export const ProfileScreen = memberScreen('회원 정보 수정', ProfilePage);
export const PasswordScreen = memberScreen('비밀번호 변경', PasswordPage);
export const PhoneScreen = memberScreen('휴대폰 번호 변경', PhonePage);
export const WithdrawScreen = memberScreen('회원 탈퇴', WithdrawPage);
export const AddressScreen = memberScreen('배송지 관리', AddressPage);
export const PointsScreen = memberScreen('포인트', PointsPage);
export const RestockScreen = memberScreen('재입고 알림', RestockPage);

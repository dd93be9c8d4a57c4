import type { ViewportMap } from 'storybook/viewport';

/** Students shop on phones: the smallest common Android width is the default (see 0013-storybook). */
export const PHONE_VIEWPORT = 'phone360';

export const viewports: ViewportMap = {
  phone360: { name: '휴대폰 360 (Galaxy S)', styles: { width: '360px', height: '780px' }, type: 'mobile' },
  phone390: { name: '휴대폰 390 (iPhone)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  /** Staff work on a laptop first (the operator console). */
  laptop1280: { name: '노트북 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
  tablet768: { name: '태블릿 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
};

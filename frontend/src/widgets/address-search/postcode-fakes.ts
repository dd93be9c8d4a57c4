// Stand-ins for Kakao's postcode script, for tests, stories and screens that must not depend on
// a CDN: one that never arrives, and one that lists given results in its frame.
import type { PostcodeAddress, PostcodeConstructor, PostcodeLoader } from './postcode-loader';

/** A postcode script that never arrives: offline, or blocked by a school network. */
export const unavailablePostcode: PostcodeLoader = () => Promise.reject(new Error('The postcode script is blocked'));

/** A result of the search, as Kakao reports it (only the fields the form reads). */
export type FakeAddress = Pick<PostcodeAddress, 'zonecode' | 'address' | 'roadAddress' | 'bname' | 'buildingName' | 'apartment'>;

/** 한빛대학교's own road address, the result a story or test picks. */
export const HANBIT_ADDRESS: FakeAddress = {
  zonecode: '34134',
  address: '대전 유성구 한빛대학로 99',
  roadAddress: '대전 유성구 한빛대학로 99',
  bname: '봉명동',
  buildingName: '한빛아파트',
  apartment: 'Y',
};

/** Shows one button per result in the frame it is embedded in, as Kakao's list of matches does. */
export function fakePostcode(results: readonly FakeAddress[]): PostcodeLoader {
  class FakePostcode {
    private readonly oncomplete: ((address: PostcodeAddress) => void) | undefined;
    constructor(options: { oncomplete?: (address: PostcodeAddress) => void }) {
      this.oncomplete = options.oncomplete;
    }
    embed(element: HTMLElement) {
      for (const result of results) {
        const button = document.createElement('button');
        button.type = 'button';
        button.textContent = `[${result.zonecode}] ${result.roadAddress}`;
        button.addEventListener('click', () => this.oncomplete?.(result as PostcodeAddress));
        element.append(button);
      }
    }
    open() {}
  }
  return () => Promise.resolve(FakePostcode as unknown as PostcodeConstructor);
}

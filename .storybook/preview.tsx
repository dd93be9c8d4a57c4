import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { SCENARIO_NAMES, type ScenarioName } from '../mocks/scenarios/scenario';
import { sharedAnnotations, storyScenario } from './decorators';
import { applyMockApi } from './mock-api';
import { PHONE_VIEWPORT, viewports } from './viewports';

const SCENARIO_TITLES: Record<ScenarioName, string> = {
  standard: 'standard: 데모 회원 (장바구니·주문 있음)',
  'new-member': 'new-member: 막 가입한 회원',
  anonymous: 'anonymous: 비로그인 방문자',
  'sold-out': 'sold-out: 품절 상품이 많은 상점',
  staff: 'staff: 운영진 (ADMIN)',
  'staff-readonly': 'staff-readonly: 조회 전용 운영진',
};

/** The worker starts once; each story then points it at its scenario (see mock-api.ts). */
async function startWorker() {
  const { startMockWorker, worker } = await import('../mocks/browser');
  // Relative, so a built Storybook also works when published under a sub-path.
  await startMockWorker({ workerUrl: './mockServiceWorker.js' });
  return worker;
}

const preview: Preview = {
  ...sharedAnnotations,
  loaders: [mswLoader(startWorker)],
  beforeEach: (context) => {
    applyMockApi(context.msw, storyScenario(context.globals, context.parameters), context.parameters.msw, 'real');
  },
  globalTypes: {
    scenario: {
      description: '모의 API 시나리오 (바꾸면 모의 데이터가 처음 상태로 돌아갑니다)',
      toolbar: {
        title: '시나리오',
        icon: 'database',
        items: SCENARIO_NAMES.map((value) => ({ value, title: SCENARIO_TITLES[value] })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    ...sharedAnnotations.initialGlobals,
    viewport: { value: PHONE_VIEWPORT, isRotated: false },
  },
  parameters: {
    ...sharedAnnotations.parameters,
    viewport: { options: viewports },
    options: { storySort: { order: ['ui', 'app', '*'] } },
  },
};

export default preview;

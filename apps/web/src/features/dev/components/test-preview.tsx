import { useEffect, useRef, useState } from 'react';
import { config } from '../../../lib/config.ts';
import { launchParams } from '../../../lib/launch.ts';
import { t } from '../../../shared/i18n.ts';
import { PageRoute } from '../../../shared/page/page-route.tsx';
import { showToast } from '../../../lib/toast-store.ts';
import { Stack } from '../../../shared/ui/stack.tsx';
import { TitledCard } from '../../../shared/ui/titled-card.tsx';
import { useDemoSession } from '../api/dev-session.ts';
import { loadDemoSession, saveDemoSession } from '../demo-session-store.ts';
import { BridgeLogView } from './bridge-log-view.tsx';
import { CareSandbox } from './care-sandbox.tsx';
import { DemoJourney } from './demo-journey.tsx';
import { DeviceFeatures } from './device-features.tsx';
import { type LaunchFieldValues, LaunchFields } from './launch-fields.tsx';
import { PageLinks } from './page-links.tsx';
import { PaymentSandbox } from './payment-sandbox.tsx';
import { AutopaySandbox } from './autopay-sandbox.tsx';
import { RepayJourney } from './repay-journey.tsx';
import { SessionControls } from './session-controls.tsx';

function initialValues(): LaunchFieldValues {
  const p = launchParams();
  return {
    languageType: p.languageType === '1' ? '1' : '2',
    locale: p.locale === 'zh-CN' ? 'zh-CN' : '',
    token: p.token ?? '',
    deviceId: p.deviceId ?? 'web-preview',
    appName: p.appName ?? config.appName,
    appVersion: p.appVersion ?? '1.0.0',
    platform: p.platform === 'ios' ? 'ios' : 'android',
    channel: p.channel ?? '',
  };
}

/** Launch any page as the app would, and watch what it asks of the app. */
function Preview() {
  const [values, setValues] = useState(initialValues);
  const update = (patch: Partial<LaunchFieldValues>) => setValues((v) => ({ ...v, ...patch }));
  const [demo, setDemo] = useState(() => loadDemoSession(values.token));
  const session = useDemoSession((created, request) => {
    // The launch follows the borrower's market (the other market's button changes it).
    update({ token: created.token, languageType: request.languageType });
    setDemo(created);
    saveDemoSession(created);
    showToast(t('dev.sessionCreated'), { kind: 'info' });
  });

  // Demo mode with no session yet: start one, so every link works straight away.
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !config.demo || values.token) return;
    started.current = true;
    session.mutate({ languageType: values.languageType });
  }, [session, values.token, values.languageType]);

  // The demo session the launch fields use, if they use one.
  const current = demo?.token === values.token ? demo : undefined;
  return (
    <Stack>
      <TitledCard title={t('dev.deviceSection')}>
        {config.demo && (
          <SessionControls
            languageType={values.languageType}
            hasToken={values.token !== ''}
            busy={session.isPending}
            onCreate={(request) => session.mutate(request)}
          />
        )}
        <LaunchFields values={values} onChange={update} />
      </TitledCard>
      <TitledCard title={t('dev.pagesSection')}>
        <PageLinks launch={values} />
      </TitledCard>
      <TitledCard id="dev-journey" title={t('dev.journeySection')}>
        <DemoJourney session={current} launch={values} />
        {current && <RepayJourney session={current} launch={values} />}
      </TitledCard>
      {config.demo && (
        <TitledCard title={t('dev.paySandbox')}>
          <PaymentSandbox phone={current?.phone} borrowerId={current?.borrowerId} />
        </TitledCard>
      )}
      {config.demo && (
        <TitledCard title={t('dev.autopaySection')}>
          <AutopaySandbox orderId={current?.orders['3']} />
        </TitledCard>
      )}
      {config.demo && (
        <TitledCard title={t('dev.careSection')}>
          <CareSandbox launch={values} />
        </TitledCard>
      )}
      <TitledCard title={t('dev.bridgeSection')}>
        <BridgeLogView />
      </TitledCard>
      <TitledCard title={t('dev.featuresSection')}>
        <DeviceFeatures />
      </TitledCard>
    </Stack>
  );
}

/** `/testPreview` (docs/screens.md "Test preview"): the developer preview; it needs no session of its own. */
export function TestPreview() {
  return (
    <PageRoute page="testPreview" title={t('dev.title')} needsSession={false}>
      {() => <Preview />}
    </PageRoute>
  );
}

import { useState } from 'react';
import { formatMoment } from '@tenor/contract/format';
import { pageUrl } from '@tenor/contract/paths';
import type { ReminderChoice, ReminderSettings } from '@tenor/contract/reminders';
import { locale, region } from '../../../lib/launch.ts';
import { showToast } from '../../../lib/toast-store.ts';
import { t } from '../../../shared/i18n.ts';
import { pageQuery } from '../../../shared/page/page-data.ts';
import { PageRoute } from '../../../shared/page/page-route.tsx';
import { ActionLink } from '../../../shared/ui/action-link.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { Card } from '../../../shared/ui/card.tsx';
import { Stack } from '../../../shared/ui/stack.tsx';
import { reminderSettingsPage, useSaveReminders } from '../api/reminders.ts';
import { marketZone } from '../../../shared/market-zone.ts';
import styles from './reminder-settings.module.css';

const CHANNELS = ['sms', 'inApp', 'bridge'] as const;

/** The market's clock as its borrowers write it (`08.00` in Indonesia). */
const clock = (hhmm: string) => (region() === 'ID' ? hhmm.replace(':', '.') : hhmm);

function Choices({ settings }: { settings: ReminderSettings }) {
  const [choice, setChoice] = useState<ReminderChoice>(settings);
  const save = useSaveReminders();
  const submit = (next: ReminderChoice) =>
    save.run(next, {
      onSuccess: (result) => {
        if (!result.ok) return;
        setChoice(result.data);
        showToast(t('loans.reminders.saved'));
      },
    });
  const toggleDay = (day: number, on: boolean) =>
    setChoice((c) => ({
      ...c,
      leadDays: on
        ? [...c.leadDays, day].sort((a, b) => b - a)
        : c.leadDays.filter((d) => d !== day),
    }));
  const hours = settings.contactHours;
  return (
    <Stack>
      <p className="muted">{t('loans.reminders.intro')}</p>
      <Card>
        <div className={styles.status}>
          <strong>{t('loans.reminders.optional')}</strong>
          <span data-testid="reminders-optional">
            {t(settings.optional ? 'loans.reminders.optionalOn' : 'loans.reminders.optionalOff')}
          </span>
        </div>
        {/* One tap: saved at once, the channels and days kept for when they come back on. */}
        <Button
          variant="secondary"
          block
          busy={save.isPending}
          onClick={() => submit({ ...choice, optional: !settings.optional })}
        >
          {t(settings.optional ? 'loans.reminders.turnOff' : 'loans.reminders.turnOn')}
        </Button>
      </Card>
      <Card>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            submit({ ...choice, optional: true });
          }}
        >
          <Stack tight>
            <fieldset className={styles.group}>
              <legend className={styles.legend}>{t('loans.reminders.channels')}</legend>
              {CHANNELS.map((channel) => (
                <label key={channel} className={styles.option}>
                  <input
                    type="checkbox"
                    className={styles.box}
                    checked={choice.channels[channel]}
                    onChange={(e) =>
                      setChoice((c) => ({
                        ...c,
                        channels: { ...c.channels, [channel]: e.target.checked },
                      }))
                    }
                  />
                  <span>{t(`loans.reminders.${channel}`)}</span>
                </label>
              ))}
            </fieldset>
            <fieldset className={styles.group}>
              <legend className={styles.legend}>{t('loans.reminders.when')}</legend>
              {settings.offeredLeadDays.map((day) => (
                <label key={day} className={styles.option}>
                  <input
                    type="checkbox"
                    className={styles.box}
                    checked={choice.leadDays.includes(day)}
                    onChange={(e) => toggleDay(day, e.target.checked)}
                  />
                  <span>
                    {day === 0
                      ? t('loans.reminders.onDueDate')
                      : t('loans.reminders.daysBefore', { n: day })}
                  </span>
                </label>
              ))}
            </fieldset>
            <Button type="submit" block busy={save.isPending}>
              {t('loans.reminders.save')}
            </Button>
          </Stack>
        </form>
      </Card>
      <p data-testid="reminders-required">{t('loans.reminders.required')}</p>
      <p className="muted" data-testid="reminders-hours">
        {t(
          hours.mondayToSaturday ? 'loans.reminders.hoursMonSat' : 'loans.reminders.hoursEveryDay',
          {
            from: clock(hours.from),
            until: clock(hours.until),
            zone: marketZone[region()],
          },
        )}
      </p>
      {settings.chosenAt !== '' && (
        <p className="muted" data-testid="reminders-recorded">
          {t('loans.reminders.recorded', {
            date: formatMoment(region(), settings.chosenAt, locale()),
          })}
        </p>
      )}
      <ActionLink variant="secondary" block to={pageUrl('myConsents', {})}>
        {t('loans.reminders.consentsLink')}
      </ActionLink>
    </Stack>
  );
}

/** `/reminderSettings` — docs/screens.md "Payment reminders" (decision 062). */
export function ReminderSettingsPage() {
  return (
    <PageRoute
      query={pageQuery(reminderSettingsPage, 'settings')}
      title={t('loans.reminders.title')}
    >
      {(_, settings) => <Choices key={settings.chosenAt} settings={settings} />}
    </PageRoute>
  );
}

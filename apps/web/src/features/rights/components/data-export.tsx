import { useState } from 'react';
import { t } from '../../../shared/i18n.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Stack } from '../../../shared/ui/stack.tsx';
import { TitledCard } from '../../../shared/ui/titled-card.tsx';
import { useExport } from '../api/my-data.ts';
import styles from './my-data.module.css';

/** The export: built at the tap, then two real links (no token in them, no blob: address). */
export function DataExport() {
  const make = useExport();
  const [links, setLinks] = useState<{ jsonUrl: string; pageUrl: string } | null>(null);
  return (
    <TitledCard title={t('rights.export.title')}>
      <Stack tight>
        <p className="muted">{t('rights.export.intro')}</p>
        {links === null ? (
          <Button
            variant="secondary"
            block
            busy={make.isPending}
            onClick={() => make.run({}, { onSuccess: (r) => r.ok && setLinks(r.data) })}
          >
            {t('rights.export.make')}
          </Button>
        ) : (
          <p className={styles.links} data-testid="export-links">
            <a href={links.jsonUrl} download>
              {t('rights.export.json')}
            </a>
            <a href={links.pageUrl} target="_blank" rel="noreferrer">
              {t('rights.export.page')}
            </a>
          </p>
        )}
      </Stack>
    </TitledCard>
  );
}

import { useId } from 'react';
import type { RecommendedItem } from '@tenor/contract/endpoints/loans';
import type { Region } from '@tenor/contract/launch';
import { Button } from '../../../shared/ui/button.tsx';
import { Card } from '../../../shared/ui/card.tsx';
import { ProductHeader } from '../../../shared/ui/product-header.tsx';
import type { ItemMode } from '../recommended-items.ts';
import { ProductTerms } from './product-terms.tsx';
import own from './recommended-item-card.module.css';

export interface RecommendedItemCardProps {
  item: RecommendedItem;
  mode: ItemMode;
  region: Region;
  busy: boolean;
  eager: boolean;
  onOpen: () => void;
}

/** A recommended item (docs/screens.md "Recommended item"): same card as the product list; display-only items have no button. */
export function RecommendedItemCard({
  item,
  mode,
  region,
  busy,
  eager,
  onOpen,
}: RecommendedItemCardProps) {
  const titleId = useId();
  return (
    <Card as="article" aria-labelledby={titleId} data-testid="recommended-item" data-mode={mode}>
      <ProductHeader
        logo={item.productLogo}
        name={item.productName}
        size="large"
        as="h3"
        nameId={titleId}
        logoAlt={item.productName}
        loading={eager ? 'eager' : 'lazy'}
      />
      <ProductTerms product={item} region={region} />
      {item.caveats && (
        <p className={own.caveats} data-testid="caveats">
          {item.caveats}
        </p>
      )}
      {mode !== 'display' && (
        <Button block busy={busy} disabled={mode === 'disabled'} onClick={onOpen}>
          {item.buttonText}
        </Button>
      )}
    </Card>
  );
}

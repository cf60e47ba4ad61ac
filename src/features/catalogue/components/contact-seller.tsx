import { useId, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { getDisplayPhone, getTelHref, getWhatsAppHref } from '@/domain/vehicles/contact-links';
import { SafetyNote } from '@/components/ui/safety-note';
import { useSafetyNote } from '@/hooks/use-safety-note';

/** Contact Seller reveals a call link and a WhatsApp chat link for the seller's phone. */
export function ContactSeller({ phone, itemName }: { phone: string; itemName: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const safety = useSafetyNote();
  return (
    <div className="contact-seller">
      <button
        type="button"
        className="btn btn-primary btn-block"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {t('common.contactSeller.button')}
      </button>
      <div
        id={panelId}
        className="contact-seller-options"
        role="group"
        aria-label={t('common.contactSeller.options', { name: itemName })}
        hidden={!open}
      >
        <a className="btn btn-secondary btn-sm" href={getTelHref(phone)} onClick={safety.onContact}>
          {t('common.contactSeller.call', { phone: getDisplayPhone(phone) })}
        </a>
        <a
          className="btn btn-whatsapp btn-sm"
          href={getWhatsAppHref(phone)}
          target="_blank"
          rel="noopener noreferrer"
          onClick={safety.onContact}
        >
          {t('common.contactSeller.whatsapp')}
          <span className="visually-hidden"> {t('common.a11y.newTab')}</span>
        </a>
      </div>
      <SafetyNote shown={safety.shown} />
    </div>
  );
}

import { useDecideIdentityChange, useIdentityChanges } from '@kopru/api-client/identity-changes';
import { type IdentityChange, identityFields } from '@kopru/domain/schemas/identity-changes';
import { useTranslation } from 'react-i18next';
import { ChangeReviewSection } from './change-review-section.tsx';

/** Verified SMEs' requests to change their legal identity: verified and requested side by side. */
export function IdentityChangesSection() {
  const { t } = useTranslation();
  const list = useIdentityChanges();
  return (
    <ChangeReviewSection
      id="identity-changes"
      texts="kyc.admin.identity"
      changes={list.data?.data ?? []}
      useDecide={useDecideIdentityChange}
      title={(change) => change.current.companyName}
      approved={(_, decided) => t('kyc.admin.identity.approved', { company: decided.requested.companyName })}
      rejected={(change) => t('kyc.admin.identity.rejected', { company: change.current.companyName })}
    >
      {(change) => <IdentityComparison change={change} />}
    </ChangeReviewSection>
  );
}

function IdentityComparison({ change }: { change: IdentityChange }) {
  const { t } = useTranslation();
  return (
    <table className="w-full text-left text-sm">
      <thead>
        <tr className="text-slate-600">
          <th scope="col" className="py-1 pr-4 font-medium">
            <span className="sr-only">{t('kyc.admin.identity.title')}</span>
          </th>
          <th scope="col" className="py-1 pr-4 font-medium">
            {t('kyc.admin.identity.verified')}
          </th>
          <th scope="col" className="py-1 font-medium">
            {t('kyc.admin.identity.requested')}
          </th>
        </tr>
      </thead>
      <tbody>
        {identityFields.map((field) => (
          <tr key={field} className="border-t border-slate-100">
            <th scope="row" className="py-1 pr-4 font-medium text-slate-700">
              {t(`kyc.admin.identity.${field}`)}
            </th>
            <td className="py-1 pr-4">{change.current[field]}</td>
            <td
              className={
                change.current[field] === change.requested[field]
                  ? 'py-1'
                  : 'py-1 font-semibold text-amber-800'
              }
            >
              {change.requested[field]}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

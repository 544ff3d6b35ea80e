import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { ElectronicServiceKind } from '@uaeaf/contracts';

export const eservicesText = defineMessages({
  coming: {
    id: 'kit.eservices.coming',
    defaultMessage: 'Coming soon: this service will be requested online here.',
  },
  noRequests: {
    id: 'kit.eservices.noRequests',
    defaultMessage: 'You have made no electronic service requests.',
  },
  services: { id: 'kit.eservices.services', defaultMessage: 'See the electronic services' },
  requests: { id: 'kit.eservices.requests', defaultMessage: 'See your electronic service requests' },
});

export const serviceKindText: Record<ElectronicServiceKind, MessageDescriptor> = defineMessages({
  playerRelease: { id: 'kit.eservices.kind.playerRelease', defaultMessage: 'Player release' },
  playerTransfer: { id: 'kit.eservices.kind.playerTransfer', defaultMessage: 'Player transfer' },
  eventOrganisation: { id: 'kit.eservices.kind.eventOrganisation', defaultMessage: 'Organising an event' },
  internationalCode: { id: 'kit.eservices.kind.internationalCode', defaultMessage: 'International code' },
  equipmentImport: {
    id: 'kit.eservices.kind.equipmentImport',
    defaultMessage: 'No-objection for importing equipment',
  },
});

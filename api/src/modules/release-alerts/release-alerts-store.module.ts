import { Module } from '@nestjs/common';
import { ReleaseAlertRequests } from './release-alert-requests';
import { ReleaseAlertsStore } from './release-alerts.store';

/**
 * The new-drop alerts owed and sent, without HTTP: the worker writes them,
 * the access export reads them, and whoever adds a release asks for them.
 */
@Module({ providers: [ReleaseAlertsStore, ReleaseAlertRequests], exports: [ReleaseAlertsStore, ReleaseAlertRequests] })
export class ReleaseAlertsStoreModule {}

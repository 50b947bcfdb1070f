import { Column } from 'typeorm';
import { DEFAULT_PUBLICATION_STATUS } from '../shared/domain/publication-status';

/** `status varchar(20) NOT NULL DEFAULT 'published'` (PublicationStatus migration, with its CHECK). */
export const StatusColumn = () => Column({ type: 'varchar', length: 20, default: DEFAULT_PUBLICATION_STATUS });

/** `publish_at timestamptz`: set exactly when the status is scheduled. */
export const PublishAtColumn = () => Column({ type: 'timestamptz', nullable: true });

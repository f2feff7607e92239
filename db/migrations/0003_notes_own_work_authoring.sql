ALTER TABLE `classes` ADD `share_own_work` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `problems` ADD `client_key` text;--> statement-breakpoint
ALTER TABLE `problems` ADD `archived_at` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `problems_author_client_key_uq` ON `problems` (`author_id`,`client_key`);--> statement-breakpoint
ALTER TABLE `verdict_corrections` ADD `note` text DEFAULT '' NOT NULL;
CREATE TABLE `verdict_corrections` (
	`submission_id` integer PRIMARY KEY NOT NULL,
	`teacher_id` integer,
	`kind` text NOT NULL,
	`step_index` integer NOT NULL,
	`first_error_index` integer NOT NULL,
	`error_type` text,
	`original` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`submission_id`) REFERENCES `submissions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`teacher_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `verdict_corrections_teacher_idx` ON `verdict_corrections` (`teacher_id`);
CREATE TABLE `hint_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`problem_id` text,
	`problem_text` text NOT NULL,
	`level` integer NOT NULL,
	`submission_id` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`problem_id`) REFERENCES `problems`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`submission_id`) REFERENCES `submissions`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `hint_requests_user_idx` ON `hint_requests` (`user_id`,`submission_id`);--> statement-breakpoint
ALTER TABLE `submissions` ADD `hint_level` integer DEFAULT 0 NOT NULL;
// Generated from the served OpenAPI document by `npm run client:generate`: do not edit.
// test/api/client-types.test.ts fails when this file and the server's document differ.
export interface paths {
    "/api/qr": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Draw a styled QR code (not tracked)
         * @description Required fields per type: url→url, text→text, email→to, phone→phone, sms→phone, whatsapp→phone, wifi→ssid, vcard→name. The parameters as one object, with the field each type requires, are `components.schemas.QrQuery` (named by `x-query-schema`).
         */
        get: operations["qr"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shorten": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Shorten a URL without an account */
        post: operations["shorten"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/account/qr/logo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read the account's logo */
        get: operations["getAccountQrLogo"];
        /** Upload the account's logo (PNG or SVG) for QR codes */
        put: operations["putAccountQrLogo"];
        post?: never;
        /** Remove the account's logo; codes that name it are drawn without a logo */
        delete: operations["deleteAccountQrLogo"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/account/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Plan, usage this month and limits */
        get: operations["getUsage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/analytics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Click analytics of all the workspace's links together, with its top links (bots only in totals.botClicks) */
        get: operations["getWorkspaceAnalytics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/audit-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the audit log
         * @description Every change to links, folders, tags, domains, members, invites, tokens, webhooks, imports and the plan, newest first, with who made it and the fields before and after (secrets redacted). Owners and admins only (403 `forbidden_role` otherwise). Entries are kept for the plan's analytics retention.
         */
        get: operations["listAuditLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/clicks/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Raw clicks of all your links as CSV, link by link (people only unless bots=true) */
        get: operations["exportClicks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/clicks/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Clicks on all your links as they happen (Server-Sent Events) */
        get: operations["streamClicks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/domains": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List your branded domains */
        get: operations["listDomains"];
        put?: never;
        /** Add a branded domain (Pro and above); the verification token is shown once */
        post: operations["addDomain"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/domains/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a branded domain, its DNS records looked up now */
        get: operations["getDomain"];
        put?: never;
        post?: never;
        /** Remove a branded domain */
        delete: operations["deleteDomain"];
        options?: never;
        head?: never;
        /** Change fallbacks, or switch the domain off and on */
        patch: operations["updateDomain"];
        trace?: never;
    };
    "/api/v1/domains/{id}/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Issue a new verification token (shown once; the old one stops counting) */
        post: operations["issueDomainToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/domains/{id}/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check the TXT record or the well-known file now; `status` says the outcome */
        post: operations["verifyDomain"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/folders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List folders */
        get: operations["listFolders"];
        put?: never;
        /** Create a folder (at the end of the order) */
        post: operations["createFolder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/folders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a folder; its links stay, in no folder */
        delete: operations["deleteFolder"];
        options?: never;
        head?: never;
        /** Rename or recolour a folder (color null: none) */
        patch: operations["updateFolder"];
        trace?: never;
    };
    "/api/v1/imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List your imports, newest first */
        get: operations["listImports"];
        put?: never;
        /** Import a file of links (multipart upload) */
        post: operations["createImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/imports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Follow an import */
        get: operations["getImport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/imports/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel an import (links it made stay) */
        post: operations["cancelImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/imports/{id}/errors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The rows an import could not apply, with why */
        get: operations["listImportErrors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/imports/{id}/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The rows an import made otherwise than they asked (a short code our rules refuse became a random one), with why */
        get: operations["listImportNotes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/imports/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Show how a file would import: format, column mapping, first rows (creates nothing) */
        post: operations["previewImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/invites/{invite_token}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept an invite: join its workspace
         * @description Called with any token of the invited user (the workspace it acts in does not matter): the email of the token's maker must be the one invited. Joins the invite's workspace with its role and answers it. Single use, valid 7 days. Unknown: 404 `invite_invalid`; expired: 409 `invite_expired`; used: 409 `invite_used`; another email: 403 `invite_wrong_email`. A failure changes nothing.
         */
        post: operations["acceptInvite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List links */
        get: operations["listLinks"];
        put?: never;
        /** Create a link */
        post: operations["createLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/links/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a link */
        get: operations["getLink"];
        put?: never;
        post?: never;
        /** Delete a link (stops redirecting at once) */
        delete: operations["deleteLink"];
        options?: never;
        head?: never;
        /** Update a link */
        patch: operations["updateLink"];
        trace?: never;
    };
    "/api/v1/links/{id}/analytics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Click analytics of a link (bots only in totals.botClicks) */
        get: operations["getLinkAnalytics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/links/{id}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Archive an active link (it keeps redirecting) */
        post: operations["archiveLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/links/{id}/clicks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a link's click data and reset its counters
         * @description Deletes the raw clicks, daily rollups and visitor records of the link and sets total_clicks, unique_clicks, bot_clicks to 0 and last_clicked_at to null. Clicks served before the call are written first, then deleted. The link keeps redirecting; a click limit keeps its count, and the monthly usage is not refunded.
         */
        delete: operations["deleteLinkClicks"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/links/{id}/clicks/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Raw clicks of a link as CSV, a row per click (people only unless bots=true) */
        get: operations["exportLinkClicks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/links/{id}/clicks/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A link's clicks as they happen (Server-Sent Events) */
        get: operations["streamLinkClicks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/links/{id}/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Disable an active link */
        post: operations["disableLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/links/{id}/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Enable a disabled link */
        post: operations["enableLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/links/{id}/health-check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a link's destinations now
         * @description Fetches every destination of the link now (HEAD, GET where HEAD is refused, up to 5 redirects) and answers the link with its new `health`. One failure alone does not make a link `broken`: a second one at least `HEALTH_RETRY_S` later does. Rate limited per account.
         */
        post: operations["checkLinkHealth"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/links/{id}/qr": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** QR code of a link's short URL, in its saved design */
        get: operations["getLinkQr"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/links/{id}/qr/logo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a link's own logo */
        get: operations["getLinkQrLogo"];
        /** Upload a link's own logo (PNG or SVG) for QR codes */
        put: operations["putLinkQrLogo"];
        post?: never;
        /** Remove a link's own logo; codes that name it are drawn without a logo */
        delete: operations["deleteLinkQrLogo"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/links/{id}/test-visitor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Where a described visitor would be sent, and why (rule, variant, deep link or default) */
        post: operations["testLinkVisitor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/links/{id}/unarchive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Bring an archived link back to active */
        post: operations["unarchiveLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/links/{id}/variants/winner": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End the A/B test: the chosen variant becomes the destination */
        post: operations["chooseVariantWinner"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/links/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create up to 100 links (Business) */
        post: operations["bulkCreateLinks"];
        /**
         * Delete up to 100 links (they stop redirecting at once)
         * @description Each link succeeds or fails on its own, as the single-link request would: a missing id, or one of another account, is `not_found`; a move its status does not allow is `invalid_state`. Webhooks and the redirect cache see each link as after a single edit.
         */
        delete: operations["bulkDeleteLinks"];
        options?: never;
        head?: never;
        /**
         * Move, tag, archive, disable or enable up to 100 links
         * @description Each link succeeds or fails on its own, as the single-link request would: a missing id, or one of another account, is `not_found`; a move its status does not allow is `invalid_state`. Webhooks and the redirect cache see each link as after a single edit. Tags named in add_tags are created as needed.
         */
        patch: operations["bulkUpdateLinks"];
        trace?: never;
    };
    "/api/v1/links/by-slug/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a link by its slug (and domain) */
        get: operations["getLinkBySlug"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/links/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export all your links (CSV or JSON) */
        get: operations["exportLinks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List tags */
        get: operations["listTags"];
        put?: never;
        /** Create a tag ahead of its first link */
        post: operations["createTag"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tags/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a tag; it is taken off its links, which stay */
        delete: operations["deleteTag"];
        options?: never;
        head?: never;
        /** Rename or recolour a tag (every link carrying it shows the new name; color null: none) */
        patch: operations["renameTag"];
        trace?: never;
    };
    "/api/v1/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List webhook endpoints */
        get: operations["listWebhooks"];
        put?: never;
        /**
         * Register a webhook endpoint (the secret is shown once)
         * @description Events: `link.created`, `link.updated`, `link.deleted`, `link.status_changed`, `link.claimed`, `link.broken`, `link.recovered`, `link.clicked` (opt-in). Each delivery is a POST of `{id, type, created_at, data}` signed per Standard Webhooks (`webhook-id`, `webhook-timestamp`, `webhook-signature: v1,<base64 HMAC-SHA256 of "id.timestamp.body">`). Payload examples and a verification snippet: docs/webhooks.md.
         */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a webhook endpoint */
        get: operations["getWebhook"];
        put?: never;
        post?: never;
        /** Delete a webhook endpoint and its delivery log */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        /** Change url, events or enabled */
        patch: operations["updateWebhook"];
        trace?: never;
    };
    "/api/v1/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Deliveries, newest first, with their attempts */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replace the signing secret (shown once) */
        post: operations["rotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Queue a signed webhook.test delivery */
        post: operations["testWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workspace": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The token's workspace and the caller's role there */
        get: operations["getWorkspace"];
        put?: never;
        post?: never;
        /**
         * Delete the workspace and everything in it (owner)
         * @description Deletes its links (they stop redirecting at once), clicks, folders, tags, domains, tokens, webhooks and invites. A personal workspace is refused with 409.
         */
        delete: operations["deleteWorkspace"];
        options?: never;
        head?: never;
        /** Rename the workspace (admin or owner) */
        patch: operations["renameWorkspace"];
        trace?: never;
    };
    "/api/v1/workspace/invites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Invites not accepted yet (expired ones included) */
        get: operations["listInvites"];
        put?: never;
        /** Invite someone by email (admin; role owner only by an owner); the email goes out at once */
        post: operations["createInvite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workspace/invites/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke a pending invite: its link stops working */
        delete: operations["revokeInvite"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workspace/invites/{id}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send the invite again: a new link, valid 7 more days; the old link stops working */
        post: operations["resendInvite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workspace/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The workspace's members and their roles */
        get: operations["listMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workspace/members/{user_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a member (admin), or leave (your own user id) */
        delete: operations["removeMember"];
        options?: never;
        head?: never;
        /** Change a member's role (admin; owners only by an owner) */
        patch: operations["changeMemberRole"];
        trace?: never;
    };
    "/api/v1/workspaces": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's workspaces, the personal one first */
        get: operations["listWorkspaces"];
        put?: never;
        /** Create a team workspace (Free plan); the caller is its owner */
        post: operations["createWorkspace"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        ApiError: {
            error: {
                code: components["schemas"]["ErrorCode"];
                message: string;
                /** @enum {string} */
                type: "validation" | "entitlement" | "state" | "not_found" | "method_not_allowed" | "authentication" | "forbidden" | "rate_limit" | "internal";
            };
            errors?: {
                [key: string]: string[];
            };
            message: string;
        };
        AuditEntry: {
            /** @description `<target>.<verb>`, e.g. `link.updated`, `member.role_changed` (docs/audit-log.md lists them) */
            action: string;
            /** @description Who acted: a user in the web app, or an API token (`user_id` and `email` are then its maker) */
            actor: {
                /** @description The email when they acted */
                email: string | null;
                token_id: number | null;
                token_prefix: string | null;
                /** @enum {string} */
                type: "user" | "token" | "operator";
                user_id: number | null;
            };
            /** Format: date-time */
            at: string;
            /** @description Changed fields, each `{before, after}`; secrets show as "[redacted]" */
            changes: {
                [key: string]: {
                    after: unknown;
                    before: unknown;
                };
            };
            id: number;
            target: {
                id: string;
                type: string;
            };
        };
        /**
         * @description Names the failure; stable, unlike the message.
         *
         *     - `invalid_field`: A field is missing or invalid; `errors` names it.
         *     - `invalid_body`: The body is not a JSON object (or, on /api/shorten, not a form either).
         *     - `body_too_large`: The body is larger than the server accepts.
         *     - `malformed_request`: The request line or headers could not be read.
         *     - `slug_taken`: The slug is in use or reserved.
         *     - `name_taken`: A tag or folder with this name exists.
         *     - `email_taken`: An account with this email exists.
         *     - `domain_taken`: Another account has verified this domain.
         *     - `destination_invalid`: The URL is not an absolute http(s) URL this service can redirect to, or is longer than 2048 characters as stored.
         *     - `destination_unsafe`: The URL is refused by the safety policy: a known threat, a private address, a look-alike host or a short link.
         *     - `plan_feature`: A field or endpoint needs a higher plan.
         *     - `quota_reached`: The monthly link quota is used up.
         *     - `plan_limit`: The plan's number of something (branded domains) is used up; upgrade or remove one.
         *     - `limit_reached`: An account-wide count (folders, webhook endpoints) is at its maximum.
         *     - `qr_unreadable`: The QR design would not decode (a logo too large for the content, a frame too tight); it is refused, never served.
         *     - `import_format`: An import file is in no format the import reads, or not in the one named (or its header is past 1,000 columns).
         *     - `import_encoding`: An import file is not UTF-8 text (UTF-16, another encoding, or binary).
         *     - `import_empty`: An import file holds no links.
         *     - `import_unreadable`: An import file cannot be read as a whole (JSON that never closes, no rows of a SQL dump); on the import, not a response.
         *     - `row_malformed`: One row of an import file cannot be read (broken quoting, too many cells); on the row, not a response.
         *     - `invalid_state`: The resource's status does not allow this action.
         *     - `last_owner`: A workspace keeps at least one owner: the last owner cannot leave, be removed or demoted, nor delete their account while others remain.
         *     - `invite_invalid`: No workspace invite has this secret (a mistyped or cut link, a revoked invite, or a deleted workspace).
         *     - `invite_expired`: The workspace invite is past its 7 days; an admin can send it again.
         *     - `invite_used`: The workspace invite was already accepted; each invite joins one person once.
         *     - `invite_wrong_email`: The workspace invite was sent to another email address than the caller's account.
         *     - `not_found`: No such resource, or it is not the caller's.
         *     - `method_not_allowed`: The path exists but not with this method; `Allow` lists the methods it takes.
         *     - `unauthenticated`: The bearer token is missing, malformed, unknown or revoked.
         *     - `scope_missing`: The token lacks the scope the endpoint needs.
         *     - `forbidden_role`: The caller's role in the workspace does not allow the action (owner, admin, member, viewer).
         *     - `api_not_in_plan`: The account's plan has no API access.
         *     - `email_not_verified`: REQUIRE_EMAIL_VERIFICATION is on and the account has not confirmed its email address yet.
         *     - `link_invalid`: A link sent by email (password reset, email verification or change) is wrong, expired or already used.
         *     - `request_forgery`: A web form or call came without a valid CSRF token.
         *     - `session_required`: The web session has ended; log in again.
         *     - `invalid_credentials`: The email or password is not correct.
         *     - `signup_disabled`: The operator has closed sign-up (DISABLE_SIGNUP); an operator creates accounts.
         *     - `email_domain_not_allowed`: Sign-up admits only the email domains the operator lists (SIGNUP_EMAIL_DOMAINS).
         *     - `anonymous_links_disabled`: The operator has turned off links without an account (DISABLE_ANONYMOUS_LINKS); sign in and use the API or the web app.
         *     - `rate_limited`: Too many requests; `Retry-After` says when to try again.
         *     - `internal`: An unexpected failure on the server.
         * @enum {string}
         */
        ErrorCode: "invalid_field" | "invalid_body" | "body_too_large" | "malformed_request" | "slug_taken" | "name_taken" | "email_taken" | "domain_taken" | "destination_invalid" | "destination_unsafe" | "plan_feature" | "quota_reached" | "plan_limit" | "limit_reached" | "qr_unreadable" | "import_format" | "import_encoding" | "import_empty" | "import_unreadable" | "row_malformed" | "invalid_state" | "last_owner" | "invite_invalid" | "invite_expired" | "invite_used" | "invite_wrong_email" | "not_found" | "method_not_allowed" | "unauthenticated" | "scope_missing" | "forbidden_role" | "api_not_in_plan" | "email_not_verified" | "link_invalid" | "request_forgery" | "session_required" | "invalid_credentials" | "signup_disabled" | "email_domain_not_allowed" | "anonymous_links_disabled" | "rate_limited" | "internal";
        Import: {
            created: number;
            /** Format: date-time */
            created_at: string;
            /** @description Why a failed import stopped (the whole file), else null */
            error: {
                code: string;
                message: string;
            } | null;
            /** @description Records that failed; GET /imports/{id}/errors says why */
            failed: number;
            filename: string | null;
            /** Format: date-time */
            finished_at: string | null;
            /** @enum {string} */
            format: "csv" | "json" | "bitly" | "dub" | "shlink" | "kutt" | "yourls";
            id: number;
            /** @enum {string} */
            on_conflict: "fail" | "suffix";
            /** @description Records done so far (created + skipped + failed) */
            processed: number;
            size_bytes: number;
            /** @description Records already imported before (same source id): not duplicated */
            skipped: number;
            /** @enum {string} */
            status: "queued" | "running" | "completed" | "failed" | "cancelled";
            /** @description Records in the file; null until the import has counted them */
            total: number | null;
            /** Format: date-time */
            updated_at: string;
        };
        KeylessError: {
            code: components["schemas"]["ErrorCode"];
            /** @description What is wrong, as a sentence */
            error: string;
        };
        /** @description The API error envelope plus `code`: `error.code` and `code` are `anonymous_links_disabled` when the operator turned off links without an account */
        KeylessForbidden: {
            code: components["schemas"]["ErrorCode"];
            error: {
                code: components["schemas"]["ErrorCode"];
                message: string;
                /** @enum {string} */
                type: "validation" | "entitlement" | "state" | "not_found" | "method_not_allowed" | "authentication" | "forbidden" | "rate_limit" | "internal";
            };
            message: string;
        };
        Link: {
            /** @description Where Android visitors go (app scheme or app link) */
            android_url?: string | null;
            click_limit: number | null;
            /** Format: date-time */
            created_at: string;
            description: string | null;
            /** Format: uri */
            destination_url: string;
            /** @description The branded domain the link lives on; null: the service's own host */
            domain?: string | null;
            /** Format: date-time */
            expires_at: string | null;
            /** Format: uri */
            fallback_url?: string | null;
            folder_id: number | null;
            /** @description The visitor's query string is merged into the destination */
            forward_query?: boolean;
            has_password: boolean;
            /**
             * @description Whether the destinations answer: `ok`, `broken` (two failed checks a retry delay apart), `unknown` (not yet checked)
             * @enum {string}
             */
            health?: "ok" | "broken" | "unknown";
            /**
             * Format: date-time
             * @description When the destinations were last checked
             */
            health_checked_at?: string | null;
            /** @description Why the link is broken: `http_404`, `dns_failure`, `tls_failure`, `timeout`, `too_many_redirects`, `parked`, ...; a destination other than `destination_url` is named in parentheses */
            health_reason?: string | null;
            id: number;
            /** @description Whether search engines may index the short link (no `X-Robots-Tag: noindex`) */
            indexable?: boolean;
            /** @description Where iOS visitors go (app scheme or universal link) */
            ios_url?: string | null;
            /** Format: date-time */
            last_clicked_at: string | null;
            notes?: string | null;
            preview?: {
                description: string | null;
                image: string | null;
                title: string | null;
            } | null;
            /** @description The saved QR design with every field of link input `qr` (style, background, logo, frame, frame_text, frame_color), defaults filled in; null: the default look */
            qr?: {
                [key: string]: unknown;
            } | null;
            /** @enum {integer} */
            redirect_type: 301 | 302 | 307;
            rules?: {
                /** @description At least one condition */
                conditions: {
                    /**
                     * Format: date-time
                     * @description The rule holds from this instant on
                     */
                    after?: string;
                    /**
                     * Format: date-time
                     * @description The rule holds until this instant
                     */
                    before?: string;
                    /** @description Browser families, lower case */
                    browser?: ("chrome" | "safari" | "firefox" | "edge" | "opera" | "samsung internet" | "uc browser" | "yandex browser" | "internet explorer" | "other")[];
                    /** @description ISO 3166-1 alpha-2 codes, upper case (from the trusted country header or the offline database) */
                    country?: string[];
                    /** @description Device classes */
                    device?: ("mobile" | "tablet" | "desktop")[];
                    /** @description Primary subtags; matched against the visitor's most preferred language (Accept-Language) */
                    language?: string[];
                    /** @description Operating system families, lower case */
                    os?: ("windows" | "macos" | "ios" | "android" | "linux" | "chrome os" | "other")[];
                    /** @description Query parameter name to the value it must have, or null: the parameter must be present */
                    query?: {
                        [key: string]: string | null;
                    };
                };
                /** @description Where a visitor matching every condition goes; scanned for safety */
                destination_url: string;
            }[] | null;
            /** Format: uri */
            short_url: string;
            slug: string;
            /** @enum {string} */
            status: "active" | "disabled" | "archived" | "expired" | "exhausted" | "blocked" | "pending_review";
            tags: string[];
            title: string | null;
            total_clicks: number;
            unique_clicks: number;
            /** Format: date-time */
            updated_at: string;
            utm?: {
                [key: string]: string;
            } | null;
            variants?: {
                /** @description A destination of the A/B test; scanned for safety */
                destination_url: string;
                /** @description Share of visitors in percent */
                weight: number;
            }[] | null;
        };
        QrQuery: {
            /** @description Default ffffff. Must be lighter than the inks, which need 3:1 against it; not drawn when transparent */
            background?: string;
            body?: string;
            /**
             * @description Default square
             * @enum {unknown}
             */
            dot_style?: "square" | "dots" | "rounded";
            /** @description 1 sends Content-Disposition: attachment. Default 0 */
            download?: boolean;
            email?: string;
            /**
             * @description Default WPA with a password, nopass without
             * @enum {unknown}
             */
            encryption?: "WPA" | "WEP" | "nopass";
            /** @description Default 000000. Refused (422 invalid_field on this field) when the code would not scan: ink must be darker than the background and contrast with it at least 3:1 (the WCAG minimum for graphics), judged against white when transparent. */
            foreground?: string;
            /**
             * @default png
             * @enum {unknown}
             */
            format: "png" | "svg";
            /**
             * @description Default square
             * @enum {unknown}
             */
            marker_center?: "square" | "dot";
            /** @description Defaults to the foreground colour. Refused (422 invalid_field on this field) when the code would not scan: ink must be darker than the background and contrast with it at least 3:1 (the WCAG minimum for graphics), judged against white when transparent. */
            marker_color?: string;
            /**
             * @description Default square
             * @enum {unknown}
             */
            marker_shape?: "square" | "rounded" | "circle";
            name?: string;
            org?: string;
            password?: string;
            phone?: string;
            /**
             * @description Width and height in pixels, quiet zone included
             * @default 512
             */
            size: number;
            ssid?: string;
            subject?: string;
            text?: string;
            title?: string;
            to?: string;
            /** @description 1 draws no background. Default 0 */
            transparent?: boolean;
            /**
             * @default url
             * @enum {unknown}
             */
            type: "url" | "text" | "email" | "phone" | "sms" | "whatsapp" | "wifi" | "vcard";
            /** @description http or https; https:// is assumed when no scheme is given */
            url?: string;
        } & (unknown & unknown & unknown & unknown & unknown & unknown & unknown & unknown);
        QrValidationError: {
            code: components["schemas"]["ErrorCode"];
            errors: {
                [key: string]: string[];
            };
            message: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    qr: {
        parameters: {
            query?: {
                /** @description Default ffffff. Must be lighter than the inks, which need 3:1 against it; not drawn when transparent */
                background?: string;
                body?: string;
                /** @description Default square */
                dot_style?: "square" | "dots" | "rounded";
                /** @description 1 sends Content-Disposition: attachment. Default 0 */
                download?: boolean;
                email?: string;
                /** @description Default WPA with a password, nopass without */
                encryption?: "WPA" | "WEP" | "nopass";
                /** @description Default 000000. Refused (422 invalid_field on this field) when the code would not scan: ink must be darker than the background and contrast with it at least 3:1 (the WCAG minimum for graphics), judged against white when transparent. */
                foreground?: string;
                format?: "png" | "svg";
                /** @description Default square */
                marker_center?: "square" | "dot";
                /** @description Defaults to the foreground colour. Refused (422 invalid_field on this field) when the code would not scan: ink must be darker than the background and contrast with it at least 3:1 (the WCAG minimum for graphics), judged against white when transparent. */
                marker_color?: string;
                /** @description Default square */
                marker_shape?: "square" | "rounded" | "circle";
                name?: string;
                org?: string;
                password?: string;
                phone?: string;
                /** @description Width and height in pixels, quiet zone included */
                size?: number;
                ssid?: string;
                subject?: string;
                text?: string;
                title?: string;
                to?: string;
                /** @description 1 draws no background. Default 0 */
                transparent?: boolean;
                type?: "url" | "text" | "email" | "phone" | "sms" | "whatsapp" | "wifi" | "vcard";
                /** @description http or https; https:// is assumed when no scheme is given */
                url?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image itself */
            200: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                    "image/svg+xml": string;
                };
            };
            /** @description Not modified (If-None-Match) */
            304: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input, a plan-gated field, or the monthly quota */
            422: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QrValidationError"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QrValidationError"];
                };
            };
        };
    };
    shorten: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description The long URL; https:// is assumed when the scheme is omitted. At most 2048 characters as stored (https:// included); a longer one is 422 with code `destination_invalid`.
                     * @example example.com/a?b=1
                     */
                    url: string;
                };
                "application/x-www-form-urlencoded": {
                    /**
                     * @description The long URL; https:// is assumed when the scheme is omitted. At most 2048 characters as stored (https:// included); a longer one is 422 with code `destination_invalid`.
                     * @example example.com/a?b=1
                     */
                    url: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: uri
                         * @description Sign up here to keep and manage the link
                         */
                        claim_url: string;
                        /** Format: uri */
                        docs: string;
                        expires: string;
                        /** Format: uri */
                        preview_url: string;
                        /**
                         * Format: uri
                         * @description PNG QR code of the short link; append .svg for SVG
                         */
                        qr_url: string;
                        /** Format: uri */
                        short_url: string;
                        slug: string;
                    };
                };
            };
            /** @description The API error envelope plus `code`: `error.code` and `code` are `anonymous_links_disabled` when the operator turned off links without an account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KeylessForbidden"];
                };
            };
            /** @description Invalid input, a plan-gated field, or the monthly quota */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KeylessError"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KeylessError"];
                };
            };
        };
    };
    getAccountQrLogo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The stored logo: a PNG of the sanitised pixels */
            200: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                };
            };
            /** @description Missing, malformed, unknown or revoked bearer token */
            401: {
                headers: {
                    /** @description Always `Bearer` */
                    "WWW-Authenticate"?: string;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token lacks the operation's scope, or the plan has no API access */
            403: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such resource, or not the caller's */
            404: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Invalid input, a plan-gated field, or the monthly quota */
            422: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    putAccountQrLogo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "image/png": unknown;
                "image/svg+xml": unknown;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            bytes: number;
                            height: number;
                            /**
                             * @description The type uploaded; the stored image is always a PNG of its pixels
                             * @enum {string}
                             */
                            source_type: "image/png" | "image/svg+xml";
                            /** Format: date-time */
                            updated_at: string;
                            /** @description Pixels of the stored image (at most 512 a side) */
                            width: number;
                        };
                    };
                };
            };
            /** @description Missing, malformed, unknown or revoked bearer token */
            401: {
                headers: {
                    /** @description Always `Bearer` */
                    "WWW-Authenticate"?: string;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token lacks the operation's scope, or the plan has no API access */
            403: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such resource, or not the caller's */
            404: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Invalid input, a plan-gated field, or the monthly quota */
            422: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteAccountQrLogo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            204: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, malformed, unknown or revoked bearer token */
            401: {
                headers: {
                    /** @description Always `Bearer` */
                    "WWW-Authenticate"?: string;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token lacks the operation's scope, or the plan has no API access */
            403: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such resource, or not the caller's */
            404: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Invalid input, a plan-gated field, or the monthly quota */
            422: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getUsage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description Numbers or booleans; null means unlimited */
                            limits: {
                                /** @description Link `variants` (A/B destinations) */
                                ab_testing: boolean;
                                analytics_retention_days: number;
                                api_access: boolean;
                                api_requests_per_minute: number | null;
                                bulk_create: boolean;
                                bulk_create_max: number;
                                click_limits: boolean;
                                custom_slugs: boolean;
                                /** @description Link `ios_url` and `android_url` */
                                deep_links: boolean;
                                /** @description Branded domains the plan allows */
                                domains: number | null;
                                edit_destination: boolean;
                                link_expiration: boolean;
                                /** @description Link `preview` (social preview tags) */
                                link_previews: boolean;
                                links_per_month: number | null;
                                password_protection: boolean;
                                /** @description Link `rules` */
                                redirect_rules: boolean;
                            };
                            /** Format: date */
                            period_start: string;
                            /** @enum {string} */
                            plan: "free" | "pro" | "business";
                            usage: {
                                api_requests: number;
                                clicks: number;
                                /** @description Branded domains added, verified or not */
                                domains: number;
                                links_created: number;
                            };
                        };
                    };
                };
            };
            /** @description Missing, malformed, unknown or revoked bearer token */
            401: {
                headers: {
                    /** @description Always `Bearer` */
                    "WWW-Authenticate"?: string;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token lacks the operation's scope, or the plan has no API access */
            403: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getWorkspaceAnalytics: {
        parameters: {
            query?: {
                /** @description YYYY-MM-DD; default 30 days before to; raised to the plan retention */
                from?: string;
                /** @description YYYY-MM-DD; default today (UTC) */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            browsers: {
                                clicks: number;
                                value: string;
                            }[];
                            countries: {
                                clicks: number;
                                value: string;
                            }[];
                            devices: {
                                clicks: number;
                                value: string;
                            }[];
                            /** @description Top 10 preferred languages (primary subtag of Accept-Language, such as `fr`); `und` when the browser sent none */
                            languages: {
                                clicks: number;
                                value: string;
                            }[];
                            /** @description By operating system family (the names smart rules match, in their display case) */
                            operating_systems: {
                                clicks: number;
                                value: string;
                            }[];
                            range: {
                                /** Format: date */
                                from: string;
                                /** Format: date */
                                to: string;
                            };
                            referrers: {
                                clicks: number;
                                value: string;
                            }[];
                            series: {
                                clicks: number;
                                /** Format: date */
                                date: string;
                                /** @description Of the clicks, scans of the QR code */
                                scans: number;
                                uniques: number;
                            }[];
                            /** @description Clicks through the short link itself (`link`) and scans of its QR code (`qr`) */
                            sources: {
                                clicks: number;
                                /** @enum {string} */
                                value: "link" | "qr";
                            }[];
                            /** @description The 10 links of the workspace with the most human clicks in the window, most first */
                            top_links: {
                                clicks: number;
                                id: number;
                                /** Format: uri */
                                short_url: string;
                                slug: string;
                            }[];
                            totals: {
                                botClicks: number;
                                clicks: number;
                                uniques: number;
                            };
                        };
                    };
                };
            };
            /** @description Missing, malformed, unknown or revoked bearer token */
            401: {
                headers: {
                    /** @description Always `Bearer` */
                    "WWW-Authenticate"?: string;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token lacks the operation's scope, or the plan has no API access */
            403: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such resource, or not the caller's */
            404: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Invalid input, a plan-gated field, or the monthly quota */
            422: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listAuditLog: {
        parameters: {
            query?: {
                action?: string;
                /** @description Only what this user did (with any of their tokens) */
                actor?: number;
                /** @description A day (YYYY-MM-DD, UTC) or an ISO 8601 time; entries at or after it */
                from?: string;
                page?: number;
                per_page?: number;
                target_id?: string;
                target_type?: string;
                /** @description A day (YYYY-MM-DD, UTC) or an ISO 8601 time; entries at or before it (a day includes the whole day) */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AuditEntry"][];
                        links: {
                            first: string | null;
                            last: string | null;
                            next: string | null;
                            prev: string | null;
                        };
                        meta: {
                            current_page: number;
                            last_page: number;
                            per_page: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Missing, malformed, unknown or revoked bearer token */
            401: {
                headers: {
                    /** @description Always `Bearer` */
                    "WWW-Authenticate"?: string;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token lacks the operation's scope, or the plan has no API access */
            403: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such resource, or not the caller's */
            404: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Invalid input, a plan-gated field, or the monthly quota */
            422: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    exportClicks: {
        parameters: {
            query?: {
                /** @description true: bot clicks too, marked in an is_bot column */
                bots?: boolean;
                /** @description YYYY-MM-DD; default 30 days before to; raised to the plan retention */
                from?: string;
                /** @description YYYY-MM-DD; default today (UTC) */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSV, streamed: link_id, slug, then the columns of a link's clicks export */
            200: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Missing, malformed, unknown or revoked bearer token */
            401: {
                headers: {
                    /** @description Always `Bearer` */
                    "WWW-Authenticate"?: string;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token lacks the operation's scope, or the plan has no API access */
            403: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such resource, or not the caller's */
            404: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Invalid input, a plan-gated field, or the monthly quota */
            422: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    streamClicks: {
        parameters: {
            query?: never;
            header?: {
                /** @description The id of the last event received: the stream starts after it (within the last few minutes) */
                "last-event-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Server-Sent Events, one `click` event per click (people and bots) within about 2 s of the redirect; `data` is a JSON row of the clicks export with the link: link_id, slug, clicked_at, country, device, browser, os, referrer_host, unique_visitor, source, variant, bot. Each event has an `id`: reconnect with `Last-Event-ID` to receive what the last few minutes held after it. A `: heartbeat` comment every 15 s. */
            200: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /** @description Missing, malformed, unknown or revoked bearer token */
            401: {
                headers: {
                    /** @description Always `Bearer` */
                    "WWW-Authenticate"?: string;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token lacks the operation's scope, or the plan has no API access */
            403: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such resource, or not the caller's */
            404: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Invalid input, a plan-gated field, or the monthly quota */
            422: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listDomains: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description Served at /.well-known/apple-app-site-association */
                            apple_app_site_association: {
                                [key: string]: unknown;
                            } | null;
                            /** @description Served at /.well-known/assetlinks.json */
                            assetlinks: unknown[] | null;
                            /** Format: date-time */
                            created_at: string;
                            /** @description New links go here unless they name another domain */
                            default: boolean;
                            /** @description The records to publish: the TXT proof while pending, and the record that points the domain at this service (CNAME to `CNAME_TARGET`, or A/AAAA to `PUBLIC_IPV4`/`PUBLIC_IPV6`; none when the server sets neither). `status` is looked up live by GET /domains/{id} and POST /domains/{id}/verify, and is `unchecked` elsewhere */
                            dns_records: {
                                /** @description What DNS holds at that name and type now */
                                found: string[];
                                /** @example _shortener-verify.go.example.com */
                                name: string;
                                /**
                                 * @description `verify`: proves control; `route`: sends visitors to this service
                                 * @enum {string}
                                 */
                                purpose: "verify" | "route";
                                /**
                                 * @description The name inside its DNS zone, as most DNS providers ask for it (`@`: the zone itself)
                                 * @example _shortener-verify.go
                                 */
                                relative_name: string;
                                /**
                                 * @description `ok`: DNS holds the value; `missing`: no such record; `wrong`: records with other values; `unknown`: DNS did not answer; `unchecked`: not looked up in this answer
                                 * @enum {string}
                                 */
                                status: "ok" | "missing" | "wrong" | "unknown" | "unchecked";
                                /** @enum {string} */
                                type: "TXT" | "A" | "AAAA" | "CNAME";
                                /** @description What the record must hold; null for a TXT record whose token is no longer known */
                                value: string | null;
                            }[];
                            enabled: boolean;
                            /** Format: uri */
                            expired_url: string | null;
                            hostname: string;
                            id: number;
                            last_check_error: string | null;
                            /** Format: date-time */
                            last_checked_at: string | null;
                            /**
                             * Format: date-time
                             * @description When the background check tries again (pending domains only)
                             */
                            next_check_at: string | null;
                            /** Format: uri */
                            not_found_url: string | null;
                            /** Format: uri */
                            root_url: string | null;
                            /**
                             * @description `verified` once the TXT record or the well-known file held the token
                             * @enum {string}
                             */
                            status: "pending" | "verified";
                            /** Format: date-time */
                            updated_at: string;
                            /** @description Prove control with either: a TXT record `txt_name` = `shortener-verify=<token>`, or the token as the body of `http_url` */
                            verification: {
                                /** Format: uri */
                                http_url: string;
                                /** @description While the domain is pending; null once it is verified (and for a token issued before tokens were kept: POST .../token issues a new one) */
                                token: string | null;
                                /** @example _shortener-verify.go.example.com */
                                txt_name: string;
                            };
                            /** Format: date-time */
                            verified_at: string | null;
                        }[];
                    };
                };
            };
            /** @description Missing, malformed, unknown or revoked bearer token */
            401: {
                headers: {
                    /** @description Always `Bearer` */
                    "WWW-Authenticate"?: string;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token lacks the operation's scope, or the plan has no API access */
            403: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such resource, or not the caller's */
            404: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Invalid input, a plan-gated field, or the monthly quota */
            422: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    addDomain: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Where an expired or exhausted link without its own fallback sends visitors; http or https, scanned for safety; null: the default */
                    expired_url?: string | null;
                    /**
                     * @description The domain, such as go.example.com (an IDN is stored as punycode; letter case and one trailing dot are dropped); a pasted URL such as https://Go.Example.com/path counts for its host name. Past the plan's count, 422 plan_limit, also for adds sent at once
                     * @example go.example.com
                     */
                    hostname: string;
                    /** @description Where a short code that does not exist on this domain sends visitors; http or https, scanned for safety; null: the default */
                    not_found_url?: string | null;
                    /** @description Where the bare domain (`/`) sends visitors; http or https, scanned for safety; null: the default */
                    root_url?: string | null;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    /** @description The address of the new resource, e.g. `/api/v1/links/42` */
                    Location?: string;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description Served at /.well-known/apple-app-site-association */
                            apple_app_site_association: {
                                [key: string]: unknown;
                            } | null;
                            /** @description Served at /.well-known/assetlinks.json */
                            assetlinks: unknown[] | null;
                            /** Format: date-time */
                            created_at: string;
                            /** @description New links go here unless they name another domain */
                            default: boolean;
                            /** @description The records to publish: the TXT proof while pending, and the record that points the domain at this service (CNAME to `CNAME_TARGET`, or A/AAAA to `PUBLIC_IPV4`/`PUBLIC_IPV6`; none when the server sets neither). `status` is looked up live by GET /domains/{id} and POST /domains/{id}/verify, and is `unchecked` elsewhere */
                            dns_records: {
                                /** @description What DNS holds at that name and type now */
                                found: string[];
                                /** @example _shortener-verify.go.example.com */
                                name: string;
                                /**
                                 * @description `verify`: proves control; `route`: sends visitors to this service
                                 * @enum {string}
                                 */
                                purpose: "verify" | "route";
                                /**
                                 * @description The name inside its DNS zone, as most DNS providers ask for it (`@`: the zone itself)
                                 * @example _shortener-verify.go
                                 */
                                relative_name: string;
                                /**
                                 * @description `ok`: DNS holds the value; `missing`: no such record; `wrong`: records with other values; `unknown`: DNS did not answer; `unchecked`: not looked up in this answer
                                 * @enum {string}
                                 */
                                status: "ok" | "missing" | "wrong" | "unknown" | "unchecked";
                                /** @enum {string} */
                                type: "TXT" | "A" | "AAAA" | "CNAME";
                                /** @description What the record must hold; null for a TXT record whose token is no longer known */
                                value: string | null;
                            }[];
                            enabled: boolean;
                            /** Format: uri */
                            expired_url: string | null;
                            hostname: string;
                            id: number;
                            last_check_error: string | null;
                            /** Format: date-time */
                            last_checked_at: string | null;
                            /**
                             * Format: date-time
                             * @description When the background check tries again (pending domains only)
                             */
                            next_check_at: string | null;
                            /** Format: uri */
                            not_found_url: string | null;
                            /** Format: uri */
                            root_url: string | null;
                            /**
                             * @description `verified` once the TXT record or the well-known file held the token
                             * @enum {string}
                             */
                            status: "pending" | "verified";
                            /** Format: date-time */
                            updated_at: string;
                            /** @description Prove control with either: a TXT record `txt_name` = `shortener-verify=<token>`, or the token as the body of `http_url` */
                            verification: {
                                /** Format: uri */
                                http_url: string;
                                /** @description While the domain is pending; null once it is verified (and for a token issued before tokens were kept: POST .../token issues a new one) */
                                token: string | null;
                                /** @example _shortener-verify.go.example.com */
                                txt_name: string;
                            };
                            /** Format: date-time */
                            verified_at: string | null;
                        };
                    };
                };
            };
            /** @description Missing, malformed, unknown or revoked bearer token */
            401: {
                headers: {
                    /** @description Always `Bearer` */
                    "WWW-Authenticate"?: string;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token lacks the operation's scope, or the plan has no API access */
            403: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such resource, or not the caller's */
            404: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Invalid input, a plan-gated field, or the monthly quota */
            422: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getDomain: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The domain id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description Served at /.well-known/apple-app-site-association */
                            apple_app_site_association: {
                                [key: string]: unknown;
                            } | null;
                            /** @description Served at /.well-known/assetlinks.json */
                            assetlinks: unknown[] | null;
                            /** Format: date-time */
                            created_at: string;
                            /** @description New links go here unless they name another domain */
                            default: boolean;
                            /** @description The records to publish: the TXT proof while pending, and the record that points the domain at this service (CNAME to `CNAME_TARGET`, or A/AAAA to `PUBLIC_IPV4`/`PUBLIC_IPV6`; none when the server sets neither). `status` is looked up live by GET /domains/{id} and POST /domains/{id}/verify, and is `unchecked` elsewhere */
                            dns_records: {
                                /** @description What DNS holds at that name and type now */
                                found: string[];
                                /** @example _shortener-verify.go.example.com */
                                name: string;
                                /**
                                 * @description `verify`: proves control; `route`: sends visitors to this service
                                 * @enum {string}
                                 */
                                purpose: "verify" | "route";
                                /**
                                 * @description The name inside its DNS zone, as most DNS providers ask for it (`@`: the zone itself)
                                 * @example _shortener-verify.go
                                 */
                                relative_name: string;
                                /**
                                 * @description `ok`: DNS holds the value; `missing`: no such record; `wrong`: records with other values; `unknown`: DNS did not answer; `unchecked`: not looked up in this answer
                                 * @enum {string}
                                 */
                                status: "ok" | "missing" | "wrong" | "unknown" | "unchecked";
                                /** @enum {string} */
                                type: "TXT" | "A" | "AAAA" | "CNAME";
                                /** @description What the record must hold; null for a TXT record whose token is no longer known */
                                value: string | null;
                            }[];
                            enabled: boolean;
                            /** Format: uri */
                            expired_url: string | null;
                            hostname: string;
                            id: number;
                            last_check_error: string | null;
                            /** Format: date-time */
                            last_checked_at: string | null;
                            /**
                             * Format: date-time
                             * @description When the background check tries again (pending domains only)
                             */
                            next_check_at: string | null;
                            /** Format: uri */
                            not_found_url: string | null;
                            /** Format: uri */
                            root_url: string | null;
                            /**
                             * @description `verified` once the TXT record or the well-known file held the token
                             * @enum {string}
                             */
                            status: "pending" | "verified";
                            /** Format: date-time */
                            updated_at: string;
                            /** @description Prove control with either: a TXT record `txt_name` = `shortener-verify=<token>`, or the token as the body of `http_url` */
                            verification: {
                                /** Format: uri */
                                http_url: string;
                                /** @description While the domain is pending; null once it is verified (and for a token issued before tokens were kept: POST .../token issues a new one) */
                                token: string | null;
                                /** @example _shortener-verify.go.example.com */
                                txt_name: string;
                            };
                            /** Format: date-time */
                            verified_at: string | null;
                        };
                    };
                };
            };
            /** @description Missing, malformed, unknown or revoked bearer token */
            401: {
                headers: {
                    /** @description Always `Bearer` */
                    "WWW-Authenticate"?: string;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token lacks the operation's scope, or the plan has no API access */
            403: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such resource, or not the caller's */
            404: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Invalid input, a plan-gated field, or the monthly quota */
            422: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteDomain: {
        parameters: {
            query?: {
                /** @description true moves the links that live on the domain to the service's own host (refused if a code is taken there); otherwise a domain with links is not removed (409) */
                move_links?: boolean;
            };
            header?: never;
            path: {
                /** @description The domain id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, malformed, unknown or revoked bearer token */
            401: {
                headers: {
                    /** @description Always `Bearer` */
                    "WWW-Authenticate"?: string;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token lacks the operation's scope, or the plan has no API access */
            403: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such resource, or not the caller's */
            404: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The current status does not allow this */
            409: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Invalid input, a plan-gated field, or the monthly quota */
            422: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    updateDomain: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The domain id */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Served as /.well-known/apple-app-site-association on this domain (iOS universal links); at most 32768 bytes as JSON, nested at most 32 levels; null removes it */
                    apple_app_site_association?: {
                        [key: string]: unknown;
                    } | null;
                    /** @description Served as /.well-known/assetlinks.json on this domain (Android app links); at most 32768 bytes as JSON, nested at most 32 levels; null removes it */
                    assetlinks?: unknown[] | null;
                    /** @description true: new links go on this domain unless they name another (verified domains only); false: back to the service's own host */
                    default?: boolean;
                    /** @description false stops the domain serving at once */
                    enabled?: boolean;
                    /** @description Where an expired or exhausted link without its own fallback sends visitors; http or https, scanned for safety; null: the default */
                    expired_url?: string | null;
                    /** @description Where a short code that does not exist on this domain sends visitors; http or https, scanned for safety; null: the default */
                    not_found_url?: string | null;
                    /** @description Where the bare domain (`/`) sends visitors; http or https, scanned for safety; null: the default */
                    root_url?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description Served at /.well-known/apple-app-site-association */
                            apple_app_site_association: {
                                [key: string]: unknown;
                            } | null;
                            /** @description Served at /.well-known/assetlinks.json */
                            assetlinks: unknown[] | null;
                            /** Format: date-time */
                            created_at: string;
                            /** @description New links go here unless they name another domain */
                            default: boolean;
                            /** @description The records to publish: the TXT proof while pending, and the record that points the domain at this service (CNAME to `CNAME_TARGET`, or A/AAAA to `PUBLIC_IPV4`/`PUBLIC_IPV6`; none when the server sets neither). `status` is looked up live by GET /domains/{id} and POST /domains/{id}/verify, and is `unchecked` elsewhere */
                            dns_records: {
                                /** @description What DNS holds at that name and type now */
                                found: string[];
                                /** @example _shortener-verify.go.example.com */
                                name: string;
                                /**
                                 * @description `verify`: proves control; `route`: sends visitors to this service
                                 * @enum {string}
                                 */
                                purpose: "verify" | "route";
                                /**
                                 * @description The name inside its DNS zone, as most DNS providers ask for it (`@`: the zone itself)
                                 * @example _shortener-verify.go
                                 */
                                relative_name: string;
                                /**
                                 * @description `ok`: DNS holds the value; `missing`: no such record; `wrong`: records with other values; `unknown`: DNS did not answer; `unchecked`: not looked up in this answer
                                 * @enum {string}
                                 */
                                status: "ok" | "missing" | "wrong" | "unknown" | "unchecked";
                                /** @enum {string} */
                                type: "TXT" | "A" | "AAAA" | "CNAME";
                                /** @description What the record must hold; null for a TXT record whose token is no longer known */
                                value: string | null;
                            }[];
                            enabled: boolean;
                            /** Format: uri */
                            expired_url: string | null;
                            hostname: string;
                            id: number;
                            last_check_error: string | null;
                            /** Format: date-time */
                            last_checked_at: string | null;
                            /**
                             * Format: date-time
                             * @description When the background check tries again (pending domains only)
                             */
                            next_check_at: string | null;
                            /** Format: uri */
                            not_found_url: string | null;
                            /** Format: uri */
                            root_url: string | null;
                            /**
                             * @description `verified` once the TXT record or the well-known file held the token
                             * @enum {string}
                             */
                            status: "pending" | "verified";
                            /** Format: date-time */
                            updated_at: string;
                            /** @description Prove control with either: a TXT record `txt_name` = `shortener-verify=<token>`, or the token as the body of `http_url` */
                            verification: {
                                /** Format: uri */
                                http_url: string;
                                /** @description While the domain is pending; null once it is verified (and for a token issued before tokens were kept: POST .../token issues a new one) */
                                token: string | null;
                                /** @example _shortener-verify.go.example.com */
                                txt_name: string;
                            };
                            /** Format: date-time */
                            verified_at: string | null;
                        };
                    };
                };
            };
            /** @description Missing, malformed, unknown or revoked bearer token */
            401: {
                headers: {
                    /** @description Always `Bearer` */
                    "WWW-Authenticate"?: string;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token lacks the operation's scope, or the plan has no API access */
            403: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such resource, or not the caller's */
            404: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Invalid input, a plan-gated field, or the monthly quota */
            422: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    issueDomainToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The domain id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description Served at /.well-known/apple-app-site-association */
                            apple_app_site_association: {
                                [key: string]: unknown;
                            } | null;
                            /** @description Served at /.well-known/assetlinks.json */
                            assetlinks: unknown[] | null;
                            /** Format: date-time */
                            created_at: string;
                            /** @description New links go here unless they name another domain */
                            default: boolean;
                            /** @description The records to publish: the TXT proof while pending, and the record that points the domain at this service (CNAME to `CNAME_TARGET`, or A/AAAA to `PUBLIC_IPV4`/`PUBLIC_IPV6`; none when the server sets neither). `status` is looked up live by GET /domains/{id} and POST /domains/{id}/verify, and is `unchecked` elsewhere */
                            dns_records: {
                                /** @description What DNS holds at that name and type now */
                                found: string[];
                                /** @example _shortener-verify.go.example.com */
                                name: string;
                                /**
                                 * @description `verify`: proves control; `route`: sends visitors to this service
                                 * @enum {string}
                                 */
                                purpose: "verify" | "route";
                                /**
                                 * @description The name inside its DNS zone, as most DNS providers ask for it (`@`: the zone itself)
                                 * @example _shortener-verify.go
                                 */
                                relative_name: string;
                                /**
                                 * @description `ok`: DNS holds the value; `missing`: no such record; `wrong`: records with other values; `unknown`: DNS did not answer; `unchecked`: not looked up in this answer
                                 * @enum {string}
                                 */
                                status: "ok" | "missing" | "wrong" | "unknown" | "unchecked";
                                /** @enum {string} */
                                type: "TXT" | "A" | "AAAA" | "CNAME";
                                /** @description What the record must hold; null for a TXT record whose token is no longer known */
                                value: string | null;
                            }[];
                            enabled: boolean;
                            /** Format: uri */
                            expired_url: string | null;
                            hostname: string;
                            id: number;
                            last_check_error: string | null;
                            /** Format: date-time */
                            last_checked_at: string | null;
                            /**
                             * Format: date-time
                             * @description When the background check tries again (pending domains only)
                             */
                            next_check_at: string | null;
                            /** Format: uri */
                            not_found_url: string | null;
                            /** Format: uri */
                            root_url: string | null;
                            /**
                             * @description `verified` once the TXT record or the well-known file held the token
                             * @enum {string}
                             */
                            status: "pending" | "verified";
                            /** Format: date-time */
                            updated_at: string;
                            /** @description Prove control with either: a TXT record `txt_name` = `shortener-verify=<token>`, or the token as the body of `http_url` */
                            verification: {
                                /** Format: uri */
                                http_url: string;
                                /** @description While the domain is pending; null once it is verified (and for a token issued before tokens were kept: POST .../token issues a new one) */
                                token: string | null;
                                /** @example _shortener-verify.go.example.com */
                                txt_name: string;
                            };
                            /** Format: date-time */
                            verified_at: string | null;
                        };
                    };
                };
            };
            /** @description Missing, malformed, unknown or revoked bearer token */
            401: {
                headers: {
                    /** @description Always `Bearer` */
                    "WWW-Authenticate"?: string;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token lacks the operation's scope, or the plan has no API access */
            403: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such resource, or not the caller's */
            404: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Invalid input, a plan-gated field, or the monthly quota */
            422: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    verifyDomain: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The domain id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description Served at /.well-known/apple-app-site-association */
                            apple_app_site_association: {
                                [key: string]: unknown;
                            } | null;
                            /** @description Served at /.well-known/assetlinks.json */
                            assetlinks: unknown[] | null;
                            /** Format: date-time */
                            created_at: string;
                            /** @description New links go here unless they name another domain */
                            default: boolean;
                            /** @description The records to publish: the TXT proof while pending, and the record that points the domain at this service (CNAME to `CNAME_TARGET`, or A/AAAA to `PUBLIC_IPV4`/`PUBLIC_IPV6`; none when the server sets neither). `status` is looked up live by GET /domains/{id} and POST /domains/{id}/verify, and is `unchecked` elsewhere */
                            dns_records: {
                                /** @description What DNS holds at that name and type now */
                                found: string[];
                                /** @example _shortener-verify.go.example.com */
                                name: string;
                                /**
                                 * @description `verify`: proves control; `route`: sends visitors to this service
                                 * @enum {string}
                                 */
                                purpose: "verify" | "route";
                                /**
                                 * @description The name inside its DNS zone, as most DNS providers ask for it (`@`: the zone itself)
                                 * @example _shortener-verify.go
                                 */
                                relative_name: string;
                                /**
                                 * @description `ok`: DNS holds the value; `missing`: no such record; `wrong`: records with other values; `unknown`: DNS did not answer; `unchecked`: not looked up in this answer
                                 * @enum {string}
                                 */
                                status: "ok" | "missing" | "wrong" | "unknown" | "unchecked";
                                /** @enum {string} */
                                type: "TXT" | "A" | "AAAA" | "CNAME";
                                /** @description What the record must hold; null for a TXT record whose token is no longer known */
                                value: string | null;
                            }[];
                            enabled: boolean;
                            /** Format: uri */
                            expired_url: string | null;
                            hostname: string;
                            id: number;
                            last_check_error: string | null;
                            /** Format: date-time */
                            last_checked_at: string | null;
                            /**
                             * Format: date-time
                             * @description When the background check tries again (pending domains only)
                             */
                            next_check_at: string | null;
                            /** Format: uri */
                            not_found_url: string | null;
                            /** Format: uri */
                            root_url: string | null;
                            /**
                             * @description `verified` once the TXT record or the well-known file held the token
                             * @enum {string}
                             */
                            status: "pending" | "verified";
                            /** Format: date-time */
                            updated_at: string;
                            /** @description Prove control with either: a TXT record `txt_name` = `shortener-verify=<token>`, or the token as the body of `http_url` */
                            verification: {
                                /** Format: uri */
                                http_url: string;
                                /** @description While the domain is pending; null once it is verified (and for a token issued before tokens were kept: POST .../token issues a new one) */
                                token: string | null;
                                /** @example _shortener-verify.go.example.com */
                                txt_name: string;
                            };
                            /** Format: date-time */
                            verified_at: string | null;
                        };
                    };
                };
            };
            /** @description Missing, malformed, unknown or revoked bearer token */
            401: {
                headers: {
                    /** @description Always `Bearer` */
                    "WWW-Authenticate"?: string;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token lacks the operation's scope, or the plan has no API access */
            403: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such resource, or not the caller's */
            404: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Invalid input, a plan-gated field, or the monthly quota */
            422: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listFolders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            color: string | null;
                            /** Format: date-time */
                            created_at: string;
                            id: number;
                            links_count: number;
                            name: string;
                            position: number;
                        }[];
                    };
                };
            };
            /** @description Missing, malformed, unknown or revoked bearer token */
            401: {
                headers: {
                    /** @description Always `Bearer` */
                    "WWW-Authenticate"?: string;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token lacks the operation's scope, or the plan has no API access */
            403: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    createFolder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description A hex colour such as #3366ff; null or an empty string: none */
                    color?: string | null;
                    name: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    /** @description The address of the new resource, e.g. `/api/v1/links/42` */
                    Location?: string;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            color: string | null;
                            /** Format: date-time */
                            created_at: string;
                            id: number;
                            links_count: number;
                            name: string;
                            position: number;
                        };
                    };
                };
            };
            /** @description Missing, malformed, unknown or revoked bearer token */
            401: {
                headers: {
                    /** @description Always `Bearer` */
                    "WWW-Authenticate"?: string;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token lacks the operation's scope, or the plan has no API access */
            403: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such resource, or not the caller's */
            404: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Invalid input, a plan-gated field, or the monthly quota */
            422: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteFolder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The folder id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, malformed, unknown or revoked bearer token */
            401: {
                headers: {
                    /** @description Always `Bearer` */
                    "WWW-Authenticate"?: string;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token lacks the operation's scope, or the plan has no API access */
            403: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such resource, or not the caller's */
            404: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Invalid input, a plan-gated field, or the monthly quota */
            422: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    updateFolder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The folder id */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description A hex colour such as #3366ff; null or an empty string: none */
                    color?: string | null;
                    name?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            color: string | null;
                            /** Format: date-time */
                            created_at: string;
                            id: number;
                            links_count: number;
                            name: string;
                            position: number;
                        };
                    };
                };
            };
            /** @description Missing, malformed, unknown or revoked bearer token */
            401: {
                headers: {
                    /** @description Always `Bearer` */
                    "WWW-Authenticate"?: string;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token lacks the operation's scope, or the plan has no API access */
            403: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such resource, or not the caller's */
            404: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Invalid input, a plan-gated field, or the monthly quota */
            422: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listImports: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Import"][];
                        links: {
                            first: string | null;
                            last: string | null;
                            next: string | null;
                            prev: string | null;
                        };
                        meta: {
                            current_page: number;
                            last_page: number;
                            per_page: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Missing, malformed, unknown or revoked bearer token */
            401: {
                headers: {
                    /** @description Always `Bearer` */
                    "WWW-Authenticate"?: string;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token lacks the operation's scope, or the plan has no API access */
            403: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such resource, or not the caller's */
            404: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Invalid input, a plan-gated field, or the monthly quota */
            422: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    createImport: {
        parameters: {
            query?: {
                /** @description The file's format; detected from its content when absent */
                format?: "csv" | "json" | "bitly" | "dub" | "shlink" | "kutt" | "yourls";
                /** @description A taken slug fails its row (`slug_taken`, the default), or takes the first free `-2`, `-3`... (`suffix`) */
                on_conflict?: "fail" | "suffix";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description CSV, JSON or SQL; UTF-8; at most IMPORT_MAX_BYTES (50 MB by default)
                     */
                    file: string;
                    /** @enum {string} */
                    format?: "csv" | "json" | "bitly" | "dub" | "shlink" | "kutt" | "yourls";
                    /** @enum {string} */
                    on_conflict?: "fail" | "suffix";
                };
            };
        };
        responses: {
            /** @description Accepted: queued */
            202: {
                headers: {
                    /** @description The address of the new resource, e.g. `/api/v1/links/42` */
                    Location?: string;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Import"];
                    };
                };
            };
            /** @description Missing, malformed, unknown or revoked bearer token */
            401: {
                headers: {
                    /** @description Always `Bearer` */
                    "WWW-Authenticate"?: string;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token lacks the operation's scope, or the plan has no API access */
            403: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such resource, or not the caller's */
            404: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Invalid input, a plan-gated field, or the monthly quota */
            422: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getImport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The import id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Import"];
                    };
                };
            };
            /** @description Missing, malformed, unknown or revoked bearer token */
            401: {
                headers: {
                    /** @description Always `Bearer` */
                    "WWW-Authenticate"?: string;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token lacks the operation's scope, or the plan has no API access */
            403: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such resource, or not the caller's */
            404: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Invalid input, a plan-gated field, or the monthly quota */
            422: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    cancelImport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The import id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Import"];
                    };
                };
            };
            /** @description Missing, malformed, unknown or revoked bearer token */
            401: {
                headers: {
                    /** @description Always `Bearer` */
                    "WWW-Authenticate"?: string;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token lacks the operation's scope, or the plan has no API access */
            403: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such resource, or not the caller's */
            404: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The current status does not allow this */
            409: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Invalid input, a plan-gated field, or the monthly quota */
            422: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listImportErrors: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
            };
            header?: never;
            path: {
                /** @description The import id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            code: components["schemas"]["ErrorCode"];
                            /** @description The destination the row gave, as written in the file; null when it gave none */
                            destination_url: string | null;
                            message: string;
                            /** @description 1-based record number (the header row is not one) */
                            row: number;
                            /** @description The short code the row asked for, as written in the file; null when it asked for none */
                            slug: string | null;
                        }[];
                        links: {
                            first: string | null;
                            last: string | null;
                            next: string | null;
                            prev: string | null;
                        };
                        meta: {
                            current_page: number;
                            last_page: number;
                            per_page: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Missing, malformed, unknown or revoked bearer token */
            401: {
                headers: {
                    /** @description Always `Bearer` */
                    "WWW-Authenticate"?: string;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token lacks the operation's scope, or the plan has no API access */
            403: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such resource, or not the caller's */
            404: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Invalid input, a plan-gated field, or the monthly quota */
            422: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listImportNotes: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
            };
            header?: never;
            path: {
                /** @description The import id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            destination_url: string | null;
                            /** @description Why the row was imported otherwise than it asked, such as a short code our rules refuse */
                            message: string;
                            /** @description 1-based record number (the header row is not one) */
                            row: number;
                            /** @description The short code the link got */
                            slug: string;
                        }[];
                        links: {
                            first: string | null;
                            last: string | null;
                            next: string | null;
                            prev: string | null;
                        };
                        meta: {
                            current_page: number;
                            last_page: number;
                            per_page: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Missing, malformed, unknown or revoked bearer token */
            401: {
                headers: {
                    /** @description Always `Bearer` */
                    "WWW-Authenticate"?: string;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token lacks the operation's scope, or the plan has no API access */
            403: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such resource, or not the caller's */
            404: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Invalid input, a plan-gated field, or the monthly quota */
            422: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    previewImport: {
        parameters: {
            query?: {
                /** @description The file's format; detected from its content when absent */
                format?: "csv" | "json" | "bitly" | "dub" | "shlink" | "kutt" | "yourls";
                /** @description A taken slug fails its row (`slug_taken`, the default), or takes the first free `-2`, `-3`... (`suffix`) */
                on_conflict?: "fail" | "suffix";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description CSV, JSON or SQL; UTF-8; at most IMPORT_MAX_BYTES (50 MB by default)
                     */
                    file: string;
                    /** @enum {string} */
                    format?: "csv" | "json" | "bitly" | "dub" | "shlink" | "kutt" | "yourls";
                    /** @enum {string} */
                    on_conflict?: "fail" | "suffix";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            columns: {
                                field: string | null;
                                name: string;
                            }[];
                            /** @enum {string} */
                            format: "csv" | "json" | "bitly" | "dub" | "shlink" | "kutt" | "yourls";
                            rows: {
                                error: {
                                    code: string;
                                    message: string;
                                } | null;
                                /** @description The row as link input; `slug_note` says why a short code of the source was not kept (the link gets a random one) */
                                link: {
                                    [key: string]: unknown;
                                } | null;
                                row: number;
                            }[];
                        };
                    };
                };
            };
            /** @description Missing, malformed, unknown or revoked bearer token */
            401: {
                headers: {
                    /** @description Always `Bearer` */
                    "WWW-Authenticate"?: string;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token lacks the operation's scope, or the plan has no API access */
            403: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such resource, or not the caller's */
            404: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Invalid input, a plan-gated field, or the monthly quota */
            422: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    acceptInvite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The secret at the end of the emailed link `/invites/<invite_token>` */
                invite_token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            /** @description The user's own workspace, made with the account; it cannot be deleted or shared */
                            personal: boolean;
                            /**
                             * @example free
                             * @example pro
                             * @example business
                             */
                            plan: string;
                            /**
                             * @description The caller's role in this workspace, read at this request
                             * @enum {string}
                             */
                            role: "viewer" | "member" | "admin" | "owner";
                            /** @description Unique across the service; names the workspace in the operator CLI */
                            slug: string;
                        };
                    };
                };
            };
            /** @description Missing, malformed, unknown or revoked bearer token */
            401: {
                headers: {
                    /** @description Always `Bearer` */
                    "WWW-Authenticate"?: string;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token lacks the operation's scope, or the plan has no API access */
            403: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such resource, or not the caller's */
            404: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The current status does not allow this */
            409: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Invalid input, a plan-gated field, or the monthly quota */
            422: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listLinks: {
        parameters: {
            query?: {
                /** @description Only links on this branded domain */
                domain?: string;
                /** @description Only links in this folder */
                folder_id?: number;
                /** @description Only links whose destinations are ok, broken, or not yet checked */
                health?: "ok" | "broken" | "unknown";
                page?: number;
                per_page?: number;
                /** @description Matches slug, title and destination URL */
                search?: string;
                status?: "active" | "disabled" | "archived" | "expired" | "exhausted" | "blocked" | "pending_review";
                tag?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Link"][];
                        links: {
                            first: string | null;
                            last: string | null;
                            next: string | null;
                            prev: string | null;
                        };
                        meta: {
                            current_page: number;
                            last_page: number;
                            per_page: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Missing, malformed, unknown or revoked bearer token */
            401: {
                headers: {
                    /** @description Always `Bearer` */
                    "WWW-Authenticate"?: string;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token lacks the operation's scope, or the plan has no API access */
            403: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such resource, or not the caller's */
            404: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Invalid input, a plan-gated field, or the monthly quota */
            422: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    createLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Where Android visitors go: an app scheme (myapp://..., or an Android intent://...#Intent;...;end) or a universal/app link (https). Every web address it carries (an intent's scheme=http(s) target, its S.browser_fallback_url, a URL in its query) is scanned like a destination (422 destination_unsafe / destination_invalid naming the field). Refused (422 invalid_field): schemes the browser runs itself (javascript:, data:, file:, vbscript: ...), schemes that open another browser (googlechrome:, firefox:, x-safari-https:, microsoft-edge:, opera:, brave: ...) and schemes that open the settings (ms-settings:, app-settings:, prefs:, App-Prefs:, intents to android.settings). Pro and above */
                    android_url?: string | null;
                    /** @description Pro and above; human clicks only */
                    click_limit?: number | null;
                    /** @description At most 1000 characters (an emoji counts as one); no control characters but tab and line breaks; an empty string is no text */
                    description?: string | null;
                    /** @description http or https; scanned for safety, and refused when unsafe. At most 2048 characters as stored, https:// added when no scheme is given; a longer one is 422 `destination_invalid` */
                    destination_url: string;
                    /** @description One of your verified branded domains (GET /api/v1/domains); absent: the service's own host */
                    domain?: string | null;
                    /**
                     * Format: date-time
                     * @description Pro and above; must be in the future
                     */
                    expires_at?: string | null;
                    /** @description Pro and above; where visitors go once the link has expired or reached its click limit. At most 2048 characters as stored, https:// added when no scheme is given; a longer one is 422 `destination_invalid` */
                    fallback_url?: string | null;
                    /** @description The id of one of your folders */
                    folder_id?: number | null;
                    /** @description Append the visitor's query string to the destination, without duplicating its own parameters. Default true for new links */
                    forward_query?: boolean | null;
                    /** @description Let search engines index the short link: no `X-Robots-Tag: noindex`, and an `Allow` line in its host's robots.txt. Default false */
                    indexable?: boolean | null;
                    /** @description Where iOS visitors go: an app scheme (myapp://..., or an Android intent://...#Intent;...;end) or a universal/app link (https). Every web address it carries (an intent's scheme=http(s) target, its S.browser_fallback_url, a URL in its query) is scanned like a destination (422 destination_unsafe / destination_invalid naming the field). Refused (422 invalid_field): schemes the browser runs itself (javascript:, data:, file:, vbscript: ...), schemes that open another browser (googlechrome:, firefox:, x-safari-https:, microsoft-edge:, opera:, brave: ...) and schemes that open the settings (ms-settings:, app-settings:, prefs:, App-Prefs:, intents to android.settings). Pro and above */
                    ios_url?: string | null;
                    /** @description At most 5000 characters (an emoji counts as one); no control characters but tab and line breaks; an empty string is no text */
                    notes?: string | null;
                    /** @description Visitors get a form; guesses are throttled per address and per link (429 with Retry-After). Pro and above */
                    password?: string | null;
                    /** @description Open Graph and Twitter card tags shown to link-preview bots instead of the redirect; every plan */
                    preview?: {
                        description?: string | null;
                        /** @description An http(s) image URL; scanned for safety */
                        image?: string | null;
                        title?: string | null;
                    } | null;
                    /** @description Saved QR design: the style fields of GET /api/qr, plus logo, frame, frame_text and frame_color. Colours must contrast with the background at least 3:1, or phones cannot read the code; a design that does not decode is refused with qr_unreadable. */
                    qr?: {
                        /** @description Default ffffff. Must be lighter than the inks, which need 3:1 against it; not drawn when transparent */
                        background?: string;
                        /**
                         * @description Default square
                         * @enum {unknown}
                         */
                        dot_style?: "square" | "dots" | "rounded";
                        /** @description Default 000000. Refused (422 invalid_field on this field) when the code would not scan: ink must be darker than the background and contrast with it at least 3:1 (the WCAG minimum for graphics), judged against white when transparent. */
                        foreground?: string;
                        /**
                         * @description A border in frame_color with frame_text below the code. Default none
                         * @enum {unknown}
                         */
                        frame?: "none" | "square" | "rounded";
                        /** @description Default: the foreground. The frame text is drawn in the background colour on it, so they need 3:1 contrast */
                        frame_color?: string;
                        /** @description Call to action under a framed code, drawn in capitals in the code's own font: letters A to Z without accents, digits, spaces and ! # & ' ( ) + , - . / : ? @ % $ € £ * = ; " _ [ ] ‘ ’ “ ” –. Default "Scan me" */
                        frame_text?: string;
                        /**
                         * @description Which uploaded logo to draw in the centre: the account's, the link's, or none. Default none
                         * @enum {unknown}
                         */
                        logo?: "none" | "account" | "link";
                        /**
                         * @description Default square
                         * @enum {unknown}
                         */
                        marker_center?: "square" | "dot";
                        /** @description Defaults to the foreground colour. Refused (422 invalid_field on this field) when the code would not scan: ink must be darker than the background and contrast with it at least 3:1 (the WCAG minimum for graphics), judged against white when transparent. */
                        marker_color?: string;
                        /**
                         * @description Default square
                         * @enum {unknown}
                         */
                        marker_shape?: "square" | "rounded" | "circle";
                        /** @description Default false */
                        transparent?: boolean;
                    } | null;
                    /**
                     * @description Default 302
                     * @enum {unknown}
                     */
                    redirect_type?: 301 | 302 | 307 | null;
                    /** @description Ordered; the first rule whose conditions all hold picks the destination. At most 20. Pro and above */
                    rules?: {
                        /** @description At least one condition */
                        conditions: {
                            /**
                             * Format: date-time
                             * @description The rule holds from this instant on
                             */
                            after?: string;
                            /**
                             * Format: date-time
                             * @description The rule holds until this instant
                             */
                            before?: string;
                            /** @description Browser families, lower case */
                            browser?: ("chrome" | "safari" | "firefox" | "edge" | "opera" | "samsung internet" | "uc browser" | "yandex browser" | "internet explorer" | "other")[];
                            /** @description ISO 3166-1 alpha-2 codes, upper case (from the trusted country header or the offline database) */
                            country?: string[];
                            /** @description Device classes */
                            device?: ("mobile" | "tablet" | "desktop")[];
                            /** @description Primary subtags; matched against the visitor's most preferred language (Accept-Language) */
                            language?: string[];
                            /** @description Operating system families, lower case */
                            os?: ("windows" | "macos" | "ios" | "android" | "linux" | "chrome os" | "other")[];
                            /** @description Query parameter name to the value it must have, or null: the parameter must be present */
                            query?: {
                                [key: string]: string | null;
                            };
                        };
                        /** @description Where a visitor matching every condition goes; scanned for safety */
                        destination_url: string;
                    }[] | null;
                    /** @description 4 to 64 letters, digits, `-` or `_`. Pro and above. Route names such as `api` or `docs` count as taken (`slug_taken`). */
                    slug?: string | null;
                    /** @description At most 20 tag names of 1 to 50 characters, created as needed; names differing only in letter case are one tag */
                    tags?: string[] | null;
                    /** @description At most 255 characters (an emoji counts as one); no control characters but tab and line breaks; an empty string is no text */
                    title?: string | null;
                    /** @description Merged into the destination as utm_* parameters; an empty string or null drops one */
                    utm?: {
                        campaign?: string | null;
                        content?: string | null;
                        medium?: string | null;
                        source?: string | null;
                        term?: string | null;
                    } | null;
                    /** @description 2 to 5 destinations with weights summing to 100; a visitor keeps the variant drawn (a cookie on the link's path). On PATCH, null ends the test. Pro and above */
                    variants?: {
                        /** @description A destination of the A/B test; scanned for safety */
                        destination_url: string;
                        /** @description Share of visitors in percent */
                        weight: number;
                    }[] | null;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    /** @description The address of the new resource, e.g. `/api/v1/links/42` */
                    Location?: string;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Link"];
                    };
                };
            };
            /** @description Missing, malformed, unknown or revoked bearer token */
            401: {
                headers: {
                    /** @description Always `Bearer` */
                    "WWW-Authenticate"?: string;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token lacks the operation's scope, or the plan has no API access */
            403: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such resource, or not the caller's */
            404: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Invalid input, a plan-gated field, or the monthly quota */
            422: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The link id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Link"];
                    };
                };
            };
            /** @description Missing, malformed, unknown or revoked bearer token */
            401: {
                headers: {
                    /** @description Always `Bearer` */
                    "WWW-Authenticate"?: string;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token lacks the operation's scope, or the plan has no API access */
            403: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such resource, or not the caller's */
            404: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Invalid input, a plan-gated field, or the monthly quota */
            422: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The link id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, malformed, unknown or revoked bearer token */
            401: {
                headers: {
                    /** @description Always `Bearer` */
                    "WWW-Authenticate"?: string;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token lacks the operation's scope, or the plan has no API access */
            403: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such resource, or not the caller's */
            404: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Invalid input, a plan-gated field, or the monthly quota */
            422: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    updateLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The link id */
                id: number;
            };
            cookie?: never;
        };
        /** @description Any subset of the link input; null clears an optional field; a field not named keeps its value */
        requestBody: {
            content: {
                "application/json": {
                    /** @description Where Android visitors go: an app scheme (myapp://..., or an Android intent://...#Intent;...;end) or a universal/app link (https). Every web address it carries (an intent's scheme=http(s) target, its S.browser_fallback_url, a URL in its query) is scanned like a destination (422 destination_unsafe / destination_invalid naming the field). Refused (422 invalid_field): schemes the browser runs itself (javascript:, data:, file:, vbscript: ...), schemes that open another browser (googlechrome:, firefox:, x-safari-https:, microsoft-edge:, opera:, brave: ...) and schemes that open the settings (ms-settings:, app-settings:, prefs:, App-Prefs:, intents to android.settings). Pro and above */
                    android_url?: string | null;
                    /** @description Pro and above; human clicks only */
                    click_limit?: number | null;
                    /** @description At most 1000 characters (an emoji counts as one); no control characters but tab and line breaks; an empty string is no text */
                    description?: string | null;
                    /** @description http or https; scanned for safety, and refused when unsafe. At most 2048 characters as stored, https:// added when no scheme is given; a longer one is 422 `destination_invalid` */
                    destination_url?: string;
                    /** @description Moves the link to one of your verified domains; null: to the service's own host */
                    domain?: string | null;
                    /**
                     * Format: date-time
                     * @description Pro and above; must be in the future
                     */
                    expires_at?: string | null;
                    /** @description Pro and above; where visitors go once the link has expired or reached its click limit. At most 2048 characters as stored, https:// added when no scheme is given; a longer one is 422 `destination_invalid` */
                    fallback_url?: string | null;
                    /** @description The id of one of your folders */
                    folder_id?: number | null;
                    /** @description Append the visitor's query string to the destination, without duplicating its own parameters. Default true for new links */
                    forward_query?: boolean;
                    /** @description Let search engines index the short link: no `X-Robots-Tag: noindex`, and an `Allow` line in its host's robots.txt. Default false */
                    indexable?: boolean;
                    /** @description Where iOS visitors go: an app scheme (myapp://..., or an Android intent://...#Intent;...;end) or a universal/app link (https). Every web address it carries (an intent's scheme=http(s) target, its S.browser_fallback_url, a URL in its query) is scanned like a destination (422 destination_unsafe / destination_invalid naming the field). Refused (422 invalid_field): schemes the browser runs itself (javascript:, data:, file:, vbscript: ...), schemes that open another browser (googlechrome:, firefox:, x-safari-https:, microsoft-edge:, opera:, brave: ...) and schemes that open the settings (ms-settings:, app-settings:, prefs:, App-Prefs:, intents to android.settings). Pro and above */
                    ios_url?: string | null;
                    /** @description At most 5000 characters (an emoji counts as one); no control characters but tab and line breaks; an empty string is no text */
                    notes?: string | null;
                    /** @description Visitors get a form; guesses are throttled per address and per link (429 with Retry-After). Pro and above; null or an empty string removes the password */
                    password?: string | null;
                    /** @description Open Graph and Twitter card tags shown to link-preview bots instead of the redirect; every plan */
                    preview?: {
                        description?: string | null;
                        /** @description An http(s) image URL; scanned for safety */
                        image?: string | null;
                        title?: string | null;
                    } | null;
                    /** @description Saved QR design: the style fields of GET /api/qr, plus logo, frame, frame_text and frame_color. Colours must contrast with the background at least 3:1, or phones cannot read the code; a design that does not decode is refused with qr_unreadable. */
                    qr?: {
                        /** @description Default ffffff. Must be lighter than the inks, which need 3:1 against it; not drawn when transparent */
                        background?: string;
                        /**
                         * @description Default square
                         * @enum {unknown}
                         */
                        dot_style?: "square" | "dots" | "rounded";
                        /** @description Default 000000. Refused (422 invalid_field on this field) when the code would not scan: ink must be darker than the background and contrast with it at least 3:1 (the WCAG minimum for graphics), judged against white when transparent. */
                        foreground?: string;
                        /**
                         * @description A border in frame_color with frame_text below the code. Default none
                         * @enum {unknown}
                         */
                        frame?: "none" | "square" | "rounded";
                        /** @description Default: the foreground. The frame text is drawn in the background colour on it, so they need 3:1 contrast */
                        frame_color?: string;
                        /** @description Call to action under a framed code, drawn in capitals in the code's own font: letters A to Z without accents, digits, spaces and ! # & ' ( ) + , - . / : ? @ % $ € £ * = ; " _ [ ] ‘ ’ “ ” –. Default "Scan me" */
                        frame_text?: string;
                        /**
                         * @description Which uploaded logo to draw in the centre: the account's, the link's, or none. Default none
                         * @enum {unknown}
                         */
                        logo?: "none" | "account" | "link";
                        /**
                         * @description Default square
                         * @enum {unknown}
                         */
                        marker_center?: "square" | "dot";
                        /** @description Defaults to the foreground colour. Refused (422 invalid_field on this field) when the code would not scan: ink must be darker than the background and contrast with it at least 3:1 (the WCAG minimum for graphics), judged against white when transparent. */
                        marker_color?: string;
                        /**
                         * @description Default square
                         * @enum {unknown}
                         */
                        marker_shape?: "square" | "rounded" | "circle";
                        /** @description Default false */
                        transparent?: boolean;
                    } | null;
                    /**
                     * @description Default 302
                     * @enum {unknown}
                     */
                    redirect_type?: 301 | 302 | 307;
                    /** @description Ordered; the first rule whose conditions all hold picks the destination. At most 20. Pro and above */
                    rules?: {
                        /** @description At least one condition */
                        conditions: {
                            /**
                             * Format: date-time
                             * @description The rule holds from this instant on
                             */
                            after?: string;
                            /**
                             * Format: date-time
                             * @description The rule holds until this instant
                             */
                            before?: string;
                            /** @description Browser families, lower case */
                            browser?: ("chrome" | "safari" | "firefox" | "edge" | "opera" | "samsung internet" | "uc browser" | "yandex browser" | "internet explorer" | "other")[];
                            /** @description ISO 3166-1 alpha-2 codes, upper case (from the trusted country header or the offline database) */
                            country?: string[];
                            /** @description Device classes */
                            device?: ("mobile" | "tablet" | "desktop")[];
                            /** @description Primary subtags; matched against the visitor's most preferred language (Accept-Language) */
                            language?: string[];
                            /** @description Operating system families, lower case */
                            os?: ("windows" | "macos" | "ios" | "android" | "linux" | "chrome os" | "other")[];
                            /** @description Query parameter name to the value it must have, or null: the parameter must be present */
                            query?: {
                                [key: string]: string | null;
                            };
                        };
                        /** @description Where a visitor matching every condition goes; scanned for safety */
                        destination_url: string;
                    }[] | null;
                    /** @description 4 to 64 letters, digits, `-` or `_`. Pro and above. Route names such as `api` or `docs` count as taken (`slug_taken`). */
                    slug?: string;
                    /** @description At most 20 tag names of 1 to 50 characters, created as needed; names differing only in letter case are one tag */
                    tags?: string[];
                    /** @description At most 255 characters (an emoji counts as one); no control characters but tab and line breaks; an empty string is no text */
                    title?: string | null;
                    /** @description Merged into the destination as utm_* parameters; an empty string or null drops one */
                    utm?: {
                        campaign?: string | null;
                        content?: string | null;
                        medium?: string | null;
                        source?: string | null;
                        term?: string | null;
                    } | null;
                    /** @description 2 to 5 destinations with weights summing to 100; a visitor keeps the variant drawn (a cookie on the link's path). On PATCH, null ends the test. Pro and above */
                    variants?: {
                        /** @description A destination of the A/B test; scanned for safety */
                        destination_url: string;
                        /** @description Share of visitors in percent */
                        weight: number;
                    }[] | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Link"];
                    };
                };
            };
            /** @description Missing, malformed, unknown or revoked bearer token */
            401: {
                headers: {
                    /** @description Always `Bearer` */
                    "WWW-Authenticate"?: string;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token lacks the operation's scope, or the plan has no API access */
            403: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such resource, or not the caller's */
            404: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Invalid input, a plan-gated field, or the monthly quota */
            422: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getLinkAnalytics: {
        parameters: {
            query?: {
                /** @description YYYY-MM-DD; default 30 days before to; raised to the plan retention */
                from?: string;
                /** @description hour: adds `hours`, a point per UTC hour, for a window of at most 2 days (422 otherwise); without `from` the window is yesterday and today */
                interval?: "day" | "hour";
                /** @description YYYY-MM-DD; default today (UTC) */
                to?: string;
            };
            header?: never;
            path: {
                /** @description The link id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            browsers: {
                                clicks: number;
                                value: string;
                            }[];
                            countries: {
                                clicks: number;
                                value: string;
                            }[];
                            devices: {
                                clicks: number;
                                value: string;
                            }[];
                            /** @description Per UTC hour of the window, up to the current hour; present only with `interval=hour` */
                            hours?: {
                                clicks: number;
                                /**
                                 * Format: date-time
                                 * @description The hour's start, YYYY-MM-DDTHH:00:00Z
                                 */
                                hour: string;
                                scans: number;
                                /** @description First visits of the day that fell in this hour */
                                uniques: number;
                            }[];
                            /** @description Top 10 preferred languages (primary subtag of Accept-Language, such as `fr`); `und` when the browser sent none */
                            languages: {
                                clicks: number;
                                value: string;
                            }[];
                            /** @description By operating system family (the names smart rules match, in their display case) */
                            operating_systems: {
                                clicks: number;
                                value: string;
                            }[];
                            range: {
                                /** Format: date */
                                from: string;
                                /** Format: date */
                                to: string;
                            };
                            referrers: {
                                clicks: number;
                                value: string;
                            }[];
                            series: {
                                clicks: number;
                                /** Format: date */
                                date: string;
                                /** @description Of the clicks, scans of the QR code */
                                scans: number;
                                uniques: number;
                            }[];
                            /** @description Clicks through the short link itself (`link`) and scans of its QR code (`qr`) */
                            sources: {
                                clicks: number;
                                /** @enum {string} */
                                value: "link" | "qr";
                            }[];
                            totals: {
                                botClicks: number;
                                clicks: number;
                                uniques: number;
                            };
                            /** @description Clicks per A/B destination (`value` is its destination_url); present only for a link that has or had variants */
                            variants?: {
                                clicks: number;
                                value: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Missing, malformed, unknown or revoked bearer token */
            401: {
                headers: {
                    /** @description Always `Bearer` */
                    "WWW-Authenticate"?: string;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token lacks the operation's scope, or the plan has no API access */
            403: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such resource, or not the caller's */
            404: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Invalid input, a plan-gated field, or the monthly quota */
            422: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    archiveLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The link id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Link"];
                    };
                };
            };
            /** @description Missing, malformed, unknown or revoked bearer token */
            401: {
                headers: {
                    /** @description Always `Bearer` */
                    "WWW-Authenticate"?: string;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token lacks the operation's scope, or the plan has no API access */
            403: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such resource, or not the caller's */
            404: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The current status does not allow this */
            409: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Invalid input, a plan-gated field, or the monthly quota */
            422: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteLinkClicks: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The link id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, malformed, unknown or revoked bearer token */
            401: {
                headers: {
                    /** @description Always `Bearer` */
                    "WWW-Authenticate"?: string;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token lacks the operation's scope, or the plan has no API access */
            403: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such resource, or not the caller's */
            404: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Invalid input, a plan-gated field, or the monthly quota */
            422: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    exportLinkClicks: {
        parameters: {
            query?: {
                /** @description true: bot clicks too, marked in an is_bot column */
                bots?: boolean;
                /** @description YYYY-MM-DD; default 30 days before to; raised to the plan retention */
                from?: string;
                /** @description YYYY-MM-DD; default today (UTC) */
                to?: string;
            };
            header?: never;
            path: {
                /** @description The link id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSV, streamed: clicked_at, country (`Unknown` when not known), device, browser, os, referrer_host, unique_visitor, source (`link` or `qr`), variant (the A/B destination served; empty without a test), bot[, is_bot: the same as bot, kept for older readers] */
            200: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Missing, malformed, unknown or revoked bearer token */
            401: {
                headers: {
                    /** @description Always `Bearer` */
                    "WWW-Authenticate"?: string;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token lacks the operation's scope, or the plan has no API access */
            403: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such resource, or not the caller's */
            404: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Invalid input, a plan-gated field, or the monthly quota */
            422: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    streamLinkClicks: {
        parameters: {
            query?: never;
            header?: {
                /** @description The id of the last event received: the stream starts after it (within the last few minutes) */
                "last-event-id"?: string;
            };
            path: {
                /** @description The link id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Server-Sent Events, one `click` event per click (people and bots) within about 2 s of the redirect; `data` is a JSON row of the clicks export with the link: link_id, slug, clicked_at, country, device, browser, os, referrer_host, unique_visitor, source, variant, bot. Each event has an `id`: reconnect with `Last-Event-ID` to receive what the last few minutes held after it. A `: heartbeat` comment every 15 s. */
            200: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /** @description Missing, malformed, unknown or revoked bearer token */
            401: {
                headers: {
                    /** @description Always `Bearer` */
                    "WWW-Authenticate"?: string;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token lacks the operation's scope, or the plan has no API access */
            403: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such resource, or not the caller's */
            404: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Invalid input, a plan-gated field, or the monthly quota */
            422: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    disableLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The link id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Link"];
                    };
                };
            };
            /** @description Missing, malformed, unknown or revoked bearer token */
            401: {
                headers: {
                    /** @description Always `Bearer` */
                    "WWW-Authenticate"?: string;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token lacks the operation's scope, or the plan has no API access */
            403: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such resource, or not the caller's */
            404: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The current status does not allow this */
            409: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Invalid input, a plan-gated field, or the monthly quota */
            422: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    enableLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The link id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Link"];
                    };
                };
            };
            /** @description Missing, malformed, unknown or revoked bearer token */
            401: {
                headers: {
                    /** @description Always `Bearer` */
                    "WWW-Authenticate"?: string;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token lacks the operation's scope, or the plan has no API access */
            403: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such resource, or not the caller's */
            404: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The current status does not allow this */
            409: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Invalid input, a plan-gated field, or the monthly quota */
            422: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    checkLinkHealth: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The link id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Link"];
                    };
                };
            };
            /** @description Missing, malformed, unknown or revoked bearer token */
            401: {
                headers: {
                    /** @description Always `Bearer` */
                    "WWW-Authenticate"?: string;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token lacks the operation's scope, or the plan has no API access */
            403: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such resource, or not the caller's */
            404: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Invalid input, a plan-gated field, or the monthly quota */
            422: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getLinkQr: {
        parameters: {
            query?: {
                /** @description 1 sends Content-Disposition: attachment. Default 0 */
                download?: boolean;
                format?: "png" | "svg";
                /** @description Width and height in pixels, quiet zone included */
                size?: number;
            };
            header?: never;
            path: {
                /** @description The link id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image itself */
            200: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                    "image/svg+xml": string;
                };
            };
            /** @description Not modified (If-None-Match) */
            304: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, malformed, unknown or revoked bearer token */
            401: {
                headers: {
                    /** @description Always `Bearer` */
                    "WWW-Authenticate"?: string;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token lacks the operation's scope, or the plan has no API access */
            403: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such resource, or not the caller's */
            404: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Invalid input, a plan-gated field, or the monthly quota */
            422: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getLinkQrLogo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The link id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The stored logo: a PNG of the sanitised pixels */
            200: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                };
            };
            /** @description Missing, malformed, unknown or revoked bearer token */
            401: {
                headers: {
                    /** @description Always `Bearer` */
                    "WWW-Authenticate"?: string;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token lacks the operation's scope, or the plan has no API access */
            403: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such resource, or not the caller's */
            404: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Invalid input, a plan-gated field, or the monthly quota */
            422: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    putLinkQrLogo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The link id */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "image/png": unknown;
                "image/svg+xml": unknown;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            bytes: number;
                            height: number;
                            /**
                             * @description The type uploaded; the stored image is always a PNG of its pixels
                             * @enum {string}
                             */
                            source_type: "image/png" | "image/svg+xml";
                            /** Format: date-time */
                            updated_at: string;
                            /** @description Pixels of the stored image (at most 512 a side) */
                            width: number;
                        };
                    };
                };
            };
            /** @description Missing, malformed, unknown or revoked bearer token */
            401: {
                headers: {
                    /** @description Always `Bearer` */
                    "WWW-Authenticate"?: string;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token lacks the operation's scope, or the plan has no API access */
            403: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such resource, or not the caller's */
            404: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Invalid input, a plan-gated field, or the monthly quota */
            422: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteLinkQrLogo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The link id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            204: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, malformed, unknown or revoked bearer token */
            401: {
                headers: {
                    /** @description Always `Bearer` */
                    "WWW-Authenticate"?: string;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token lacks the operation's scope, or the plan has no API access */
            403: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such resource, or not the caller's */
            404: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Invalid input, a plan-gated field, or the monthly quota */
            422: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    testLinkVisitor: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The link id */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    browser?: "chrome" | "safari" | "firefox" | "edge" | "opera" | "samsung internet" | "uc browser" | "yandex browser" | "internet explorer" | "other";
                    /** @description ISO 3166-1 alpha-2, upper case */
                    country?: string;
                    /** @enum {unknown} */
                    device?: "mobile" | "tablet" | "desktop" | "other";
                    /** @description A primary subtag (`fr`) or an Accept-Language header */
                    language?: string;
                    /** @enum {unknown} */
                    os?: "windows" | "macos" | "ios" | "android" | "linux" | "chrome os" | "other";
                    query?: {
                        [key: string]: string;
                    };
                    /**
                     * Format: date-time
                     * @description Default: now
                     */
                    time?: string;
                    /** @description The A/B variant the visitor already has; absent: a fresh draw */
                    variant?: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            destination_url: string;
                            /** @enum {string} */
                            reason: "deep_link" | "rule" | "variant" | "default";
                            /** @description The rule that matched (0-based) */
                            rule_index: number | null;
                            /** @description The A/B variant served (0-based) */
                            variant_index: number | null;
                        };
                    };
                };
            };
            /** @description Missing, malformed, unknown or revoked bearer token */
            401: {
                headers: {
                    /** @description Always `Bearer` */
                    "WWW-Authenticate"?: string;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token lacks the operation's scope, or the plan has no API access */
            403: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such resource, or not the caller's */
            404: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Invalid input, a plan-gated field, or the monthly quota */
            422: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    unarchiveLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The link id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Link"];
                    };
                };
            };
            /** @description Missing, malformed, unknown or revoked bearer token */
            401: {
                headers: {
                    /** @description Always `Bearer` */
                    "WWW-Authenticate"?: string;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token lacks the operation's scope, or the plan has no API access */
            403: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such resource, or not the caller's */
            404: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The current status does not allow this */
            409: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Invalid input, a plan-gated field, or the monthly quota */
            422: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    chooseVariantWinner: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The link id */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description One of the link's variants */
                    destination_url: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Link"];
                    };
                };
            };
            /** @description Missing, malformed, unknown or revoked bearer token */
            401: {
                headers: {
                    /** @description Always `Bearer` */
                    "WWW-Authenticate"?: string;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token lacks the operation's scope, or the plan has no API access */
            403: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such resource, or not the caller's */
            404: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The current status does not allow this */
            409: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Invalid input, a plan-gated field, or the monthly quota */
            422: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    bulkCreateLinks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Rows fail independently: an invalid row is reported in `failed` */
                    links: {
                        /** @description Where Android visitors go: an app scheme (myapp://..., or an Android intent://...#Intent;...;end) or a universal/app link (https). Every web address it carries (an intent's scheme=http(s) target, its S.browser_fallback_url, a URL in its query) is scanned like a destination (422 destination_unsafe / destination_invalid naming the field). Refused (422 invalid_field): schemes the browser runs itself (javascript:, data:, file:, vbscript: ...), schemes that open another browser (googlechrome:, firefox:, x-safari-https:, microsoft-edge:, opera:, brave: ...) and schemes that open the settings (ms-settings:, app-settings:, prefs:, App-Prefs:, intents to android.settings). Pro and above */
                        android_url?: string | null;
                        /** @description Pro and above; human clicks only */
                        click_limit?: number | null;
                        /** @description At most 1000 characters (an emoji counts as one); no control characters but tab and line breaks; an empty string is no text */
                        description?: string | null;
                        /** @description http or https; scanned for safety, and refused when unsafe. At most 2048 characters as stored, https:// added when no scheme is given; a longer one is 422 `destination_invalid` */
                        destination_url: string;
                        /** @description One of your verified branded domains (GET /api/v1/domains); absent: the service's own host */
                        domain?: string | null;
                        /**
                         * Format: date-time
                         * @description Pro and above; must be in the future
                         */
                        expires_at?: string | null;
                        /** @description Pro and above; where visitors go once the link has expired or reached its click limit. At most 2048 characters as stored, https:// added when no scheme is given; a longer one is 422 `destination_invalid` */
                        fallback_url?: string | null;
                        /** @description The id of one of your folders */
                        folder_id?: number | null;
                        /** @description Append the visitor's query string to the destination, without duplicating its own parameters. Default true for new links */
                        forward_query?: boolean | null;
                        /** @description Let search engines index the short link: no `X-Robots-Tag: noindex`, and an `Allow` line in its host's robots.txt. Default false */
                        indexable?: boolean | null;
                        /** @description Where iOS visitors go: an app scheme (myapp://..., or an Android intent://...#Intent;...;end) or a universal/app link (https). Every web address it carries (an intent's scheme=http(s) target, its S.browser_fallback_url, a URL in its query) is scanned like a destination (422 destination_unsafe / destination_invalid naming the field). Refused (422 invalid_field): schemes the browser runs itself (javascript:, data:, file:, vbscript: ...), schemes that open another browser (googlechrome:, firefox:, x-safari-https:, microsoft-edge:, opera:, brave: ...) and schemes that open the settings (ms-settings:, app-settings:, prefs:, App-Prefs:, intents to android.settings). Pro and above */
                        ios_url?: string | null;
                        /** @description At most 5000 characters (an emoji counts as one); no control characters but tab and line breaks; an empty string is no text */
                        notes?: string | null;
                        /** @description Visitors get a form; guesses are throttled per address and per link (429 with Retry-After). Pro and above */
                        password?: string | null;
                        /** @description Open Graph and Twitter card tags shown to link-preview bots instead of the redirect; every plan */
                        preview?: {
                            description?: string | null;
                            /** @description An http(s) image URL; scanned for safety */
                            image?: string | null;
                            title?: string | null;
                        } | null;
                        /** @description Saved QR design: the style fields of GET /api/qr, plus logo, frame, frame_text and frame_color. Colours must contrast with the background at least 3:1, or phones cannot read the code; a design that does not decode is refused with qr_unreadable. */
                        qr?: {
                            /** @description Default ffffff. Must be lighter than the inks, which need 3:1 against it; not drawn when transparent */
                            background?: string;
                            /**
                             * @description Default square
                             * @enum {unknown}
                             */
                            dot_style?: "square" | "dots" | "rounded";
                            /** @description Default 000000. Refused (422 invalid_field on this field) when the code would not scan: ink must be darker than the background and contrast with it at least 3:1 (the WCAG minimum for graphics), judged against white when transparent. */
                            foreground?: string;
                            /**
                             * @description A border in frame_color with frame_text below the code. Default none
                             * @enum {unknown}
                             */
                            frame?: "none" | "square" | "rounded";
                            /** @description Default: the foreground. The frame text is drawn in the background colour on it, so they need 3:1 contrast */
                            frame_color?: string;
                            /** @description Call to action under a framed code, drawn in capitals in the code's own font: letters A to Z without accents, digits, spaces and ! # & ' ( ) + , - . / : ? @ % $ € £ * = ; " _ [ ] ‘ ’ “ ” –. Default "Scan me" */
                            frame_text?: string;
                            /**
                             * @description Which uploaded logo to draw in the centre: the account's, the link's, or none. Default none
                             * @enum {unknown}
                             */
                            logo?: "none" | "account" | "link";
                            /**
                             * @description Default square
                             * @enum {unknown}
                             */
                            marker_center?: "square" | "dot";
                            /** @description Defaults to the foreground colour. Refused (422 invalid_field on this field) when the code would not scan: ink must be darker than the background and contrast with it at least 3:1 (the WCAG minimum for graphics), judged against white when transparent. */
                            marker_color?: string;
                            /**
                             * @description Default square
                             * @enum {unknown}
                             */
                            marker_shape?: "square" | "rounded" | "circle";
                            /** @description Default false */
                            transparent?: boolean;
                        } | null;
                        /**
                         * @description Default 302
                         * @enum {unknown}
                         */
                        redirect_type?: 301 | 302 | 307 | null;
                        /** @description Ordered; the first rule whose conditions all hold picks the destination. At most 20. Pro and above */
                        rules?: {
                            /** @description At least one condition */
                            conditions: {
                                /**
                                 * Format: date-time
                                 * @description The rule holds from this instant on
                                 */
                                after?: string;
                                /**
                                 * Format: date-time
                                 * @description The rule holds until this instant
                                 */
                                before?: string;
                                /** @description Browser families, lower case */
                                browser?: ("chrome" | "safari" | "firefox" | "edge" | "opera" | "samsung internet" | "uc browser" | "yandex browser" | "internet explorer" | "other")[];
                                /** @description ISO 3166-1 alpha-2 codes, upper case (from the trusted country header or the offline database) */
                                country?: string[];
                                /** @description Device classes */
                                device?: ("mobile" | "tablet" | "desktop")[];
                                /** @description Primary subtags; matched against the visitor's most preferred language (Accept-Language) */
                                language?: string[];
                                /** @description Operating system families, lower case */
                                os?: ("windows" | "macos" | "ios" | "android" | "linux" | "chrome os" | "other")[];
                                /** @description Query parameter name to the value it must have, or null: the parameter must be present */
                                query?: {
                                    [key: string]: string | null;
                                };
                            };
                            /** @description Where a visitor matching every condition goes; scanned for safety */
                            destination_url: string;
                        }[] | null;
                        /** @description 4 to 64 letters, digits, `-` or `_`. Pro and above. Route names such as `api` or `docs` count as taken (`slug_taken`). */
                        slug?: string | null;
                        /** @description At most 20 tag names of 1 to 50 characters, created as needed; names differing only in letter case are one tag */
                        tags?: string[] | null;
                        /** @description At most 255 characters (an emoji counts as one); no control characters but tab and line breaks; an empty string is no text */
                        title?: string | null;
                        /** @description Merged into the destination as utm_* parameters; an empty string or null drops one */
                        utm?: {
                            campaign?: string | null;
                            content?: string | null;
                            medium?: string | null;
                            source?: string | null;
                            term?: string | null;
                        } | null;
                        /** @description 2 to 5 destinations with weights summing to 100; a visitor keeps the variant drawn (a cookie on the link's path). On PATCH, null ends the test. Pro and above */
                        variants?: {
                            /** @description A destination of the A/B test; scanned for safety */
                            destination_url: string;
                            /** @description Share of visitors in percent */
                            weight: number;
                        }[] | null;
                    }[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            created: components["schemas"]["Link"][];
                            failed: {
                                code: components["schemas"]["ErrorCode"];
                                error: string;
                                index: number;
                            }[];
                        };
                    };
                };
            };
            /** @description Missing, malformed, unknown or revoked bearer token */
            401: {
                headers: {
                    /** @description Always `Bearer` */
                    "WWW-Authenticate"?: string;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token lacks the operation's scope, or the plan has no API access */
            403: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such resource, or not the caller's */
            404: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Invalid input, a plan-gated field, or the monthly quota */
            422: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    bulkDeleteLinks: {
        parameters: {
            query: {
                /** @description 1 to 100 link ids separated by commas; a repeated id counts once */
                ids: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description Ids of the links deleted, in the order asked */
                            deleted: number[];
                            /** @description Links not deleted; an id of another account is `not_found` like a missing one */
                            failed: {
                                code: components["schemas"]["ErrorCode"];
                                error: string;
                                id: number;
                            }[];
                        };
                    };
                };
            };
            /** @description Missing, malformed, unknown or revoked bearer token */
            401: {
                headers: {
                    /** @description Always `Bearer` */
                    "WWW-Authenticate"?: string;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token lacks the operation's scope, or the plan has no API access */
            403: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such resource, or not the caller's */
            404: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Invalid input, a plan-gated field, or the monthly quota */
            422: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    bulkUpdateLinks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description At least one of folder_id, add_tags, remove_tags or status */
        requestBody: {
            content: {
                "application/json": {
                    /** @description Tag names to put on every link (created as needed; letter case ignored, as on link input) */
                    add_tags?: string[];
                    /** @description Moves every link to this folder of yours; null takes them out of their folder */
                    folder_id?: number | null;
                    /** @description 1 to 100 link ids; a repeated id counts once */
                    ids: number[];
                    /** @description Tag names to take off every link (letter case ignored) */
                    remove_tags?: string[];
                    /**
                     * @description The status each link moves to, by the move a single link would make: active (enable a disabled link, unarchive an archived one), disabled (disable an active link), archived (archive an active link). A link the move does not apply to fails with 409 `invalid_state`.
                     * @enum {unknown}
                     */
                    status?: "active" | "disabled" | "archived";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description Links left unchanged; an id of another account is `not_found` like a missing one */
                            failed: {
                                code: components["schemas"]["ErrorCode"];
                                error: string;
                                id: number;
                            }[];
                            /** @description The links changed, in the order asked, as they are now */
                            updated: components["schemas"]["Link"][];
                        };
                    };
                };
            };
            /** @description Missing, malformed, unknown or revoked bearer token */
            401: {
                headers: {
                    /** @description Always `Bearer` */
                    "WWW-Authenticate"?: string;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token lacks the operation's scope, or the plan has no API access */
            403: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such resource, or not the caller's */
            404: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Invalid input, a plan-gated field, or the monthly quota */
            422: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getLinkBySlug: {
        parameters: {
            query?: {
                /** @description The link's branded domain; the service's own host when absent */
                domain?: string;
            };
            header?: never;
            path: {
                /** @description The slug, case-sensitive */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Link"];
                    };
                };
            };
            /** @description Missing, malformed, unknown or revoked bearer token */
            401: {
                headers: {
                    /** @description Always `Bearer` */
                    "WWW-Authenticate"?: string;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token lacks the operation's scope, or the plan has no API access */
            403: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such resource, or not the caller's */
            404: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Invalid input, a plan-gated field, or the monthly quota */
            422: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    exportLinks: {
        parameters: {
            query?: {
                format?: "csv" | "json";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every live link, oldest first, streamed: CSV (tags joined with ", ", spreadsheet formulas defused with a leading ') or a JSON array of Links with their folder name */
            200: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Link"][];
                    "text/csv": string;
                };
            };
            /** @description Missing, malformed, unknown or revoked bearer token */
            401: {
                headers: {
                    /** @description Always `Bearer` */
                    "WWW-Authenticate"?: string;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token lacks the operation's scope, or the plan has no API access */
            403: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such resource, or not the caller's */
            404: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Invalid input, a plan-gated field, or the monthly quota */
            422: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listTags: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            color: string | null;
                            /** Format: date-time */
                            created_at: string;
                            id: number;
                            links_count: number;
                            name: string;
                        }[];
                    };
                };
            };
            /** @description Missing, malformed, unknown or revoked bearer token */
            401: {
                headers: {
                    /** @description Always `Bearer` */
                    "WWW-Authenticate"?: string;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token lacks the operation's scope, or the plan has no API access */
            403: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    createTag: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description A hex colour such as #3366ff; null or an empty string: none */
                    color?: string | null;
                    name: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    /** @description The address of the new resource, e.g. `/api/v1/links/42` */
                    Location?: string;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            color: string | null;
                            /** Format: date-time */
                            created_at: string;
                            id: number;
                            links_count: number;
                            name: string;
                        };
                    };
                };
            };
            /** @description Missing, malformed, unknown or revoked bearer token */
            401: {
                headers: {
                    /** @description Always `Bearer` */
                    "WWW-Authenticate"?: string;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token lacks the operation's scope, or the plan has no API access */
            403: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such resource, or not the caller's */
            404: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Invalid input, a plan-gated field, or the monthly quota */
            422: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteTag: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tag id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, malformed, unknown or revoked bearer token */
            401: {
                headers: {
                    /** @description Always `Bearer` */
                    "WWW-Authenticate"?: string;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token lacks the operation's scope, or the plan has no API access */
            403: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such resource, or not the caller's */
            404: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Invalid input, a plan-gated field, or the monthly quota */
            422: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    renameTag: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tag id */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description A hex colour such as #3366ff; null or an empty string: none */
                    color?: string | null;
                    name?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            color: string | null;
                            /** Format: date-time */
                            created_at: string;
                            id: number;
                            links_count: number;
                            name: string;
                        };
                    };
                };
            };
            /** @description Missing, malformed, unknown or revoked bearer token */
            401: {
                headers: {
                    /** @description Always `Bearer` */
                    "WWW-Authenticate"?: string;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token lacks the operation's scope, or the plan has no API access */
            403: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such resource, or not the caller's */
            404: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Invalid input, a plan-gated field, or the monthly quota */
            422: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description Deliveries that failed for good in a row; 20 disable the endpoint */
                            consecutive_failures: number;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            disabled_at: string | null;
                            /**
                             * @description `failures`: disabled automatically after 20 failed deliveries in a row
                             * @enum {string|null}
                             */
                            disabled_reason: "manual" | "failures" | null;
                            enabled: boolean;
                            events: ("link.created" | "link.updated" | "link.deleted" | "link.status_changed" | "link.claimed" | "link.clicked" | "link.broken" | "link.recovered")[];
                            id: number;
                            /** Format: date-time */
                            updated_at: string;
                            /** Format: uri */
                            url: string;
                        }[];
                    };
                };
            };
            /** @description Missing, malformed, unknown or revoked bearer token */
            401: {
                headers: {
                    /** @description Always `Bearer` */
                    "WWW-Authenticate"?: string;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token lacks the operation's scope, or the plan has no API access */
            403: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such resource, or not the caller's */
            404: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Invalid input, a plan-gated field, or the monthly quota */
            422: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default true */
                    enabled?: boolean;
                    /** @description Default: every type except `link.clicked`, which is opt-in */
                    events?: ("link.created" | "link.updated" | "link.deleted" | "link.status_changed" | "link.claimed" | "link.clicked" | "link.broken" | "link.recovered")[];
                    /**
                     * Format: uri
                     * @description https (plain http only where the operator allows private targets); never a private or loopback address, nor a host name that resolves to one when DNS answers (422 naming `url`)
                     * @example https://example.com/hooks/shortener
                     */
                    url: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    /** @description The address of the new resource, e.g. `/api/v1/links/42` */
                    Location?: string;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description Deliveries that failed for good in a row; 20 disable the endpoint */
                            consecutive_failures: number;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            disabled_at: string | null;
                            /**
                             * @description `failures`: disabled automatically after 20 failed deliveries in a row
                             * @enum {string|null}
                             */
                            disabled_reason: "manual" | "failures" | null;
                            enabled: boolean;
                            events: ("link.created" | "link.updated" | "link.deleted" | "link.status_changed" | "link.claimed" | "link.clicked" | "link.broken" | "link.recovered")[];
                            id: number;
                            /**
                             * @description Signing secret (`whsec_...`), shown only in this response
                             * @example whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw
                             */
                            secret: string;
                            /** Format: date-time */
                            updated_at: string;
                            /** Format: uri */
                            url: string;
                        };
                    };
                };
            };
            /** @description Missing, malformed, unknown or revoked bearer token */
            401: {
                headers: {
                    /** @description Always `Bearer` */
                    "WWW-Authenticate"?: string;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token lacks the operation's scope, or the plan has no API access */
            403: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such resource, or not the caller's */
            404: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Invalid input, a plan-gated field, or the monthly quota */
            422: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The webhook id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description Deliveries that failed for good in a row; 20 disable the endpoint */
                            consecutive_failures: number;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            disabled_at: string | null;
                            /**
                             * @description `failures`: disabled automatically after 20 failed deliveries in a row
                             * @enum {string|null}
                             */
                            disabled_reason: "manual" | "failures" | null;
                            enabled: boolean;
                            events: ("link.created" | "link.updated" | "link.deleted" | "link.status_changed" | "link.claimed" | "link.clicked" | "link.broken" | "link.recovered")[];
                            id: number;
                            /** Format: date-time */
                            updated_at: string;
                            /** Format: uri */
                            url: string;
                        };
                    };
                };
            };
            /** @description Missing, malformed, unknown or revoked bearer token */
            401: {
                headers: {
                    /** @description Always `Bearer` */
                    "WWW-Authenticate"?: string;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token lacks the operation's scope, or the plan has no API access */
            403: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such resource, or not the caller's */
            404: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Invalid input, a plan-gated field, or the monthly quota */
            422: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The webhook id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, malformed, unknown or revoked bearer token */
            401: {
                headers: {
                    /** @description Always `Bearer` */
                    "WWW-Authenticate"?: string;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token lacks the operation's scope, or the plan has no API access */
            403: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such resource, or not the caller's */
            404: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Invalid input, a plan-gated field, or the monthly quota */
            422: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    updateWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The webhook id */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description true re-enables a disabled endpoint and resets its failure count */
                    enabled?: boolean;
                    events?: ("link.created" | "link.updated" | "link.deleted" | "link.status_changed" | "link.claimed" | "link.clicked" | "link.broken" | "link.recovered")[];
                    /**
                     * Format: uri
                     * @description https (plain http only where the operator allows private targets); never a private or loopback address, nor a host name that resolves to one when DNS answers (422 naming `url`)
                     * @example https://example.com/hooks/shortener
                     */
                    url?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description Deliveries that failed for good in a row; 20 disable the endpoint */
                            consecutive_failures: number;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            disabled_at: string | null;
                            /**
                             * @description `failures`: disabled automatically after 20 failed deliveries in a row
                             * @enum {string|null}
                             */
                            disabled_reason: "manual" | "failures" | null;
                            enabled: boolean;
                            events: ("link.created" | "link.updated" | "link.deleted" | "link.status_changed" | "link.claimed" | "link.clicked" | "link.broken" | "link.recovered")[];
                            id: number;
                            /** Format: date-time */
                            updated_at: string;
                            /** Format: uri */
                            url: string;
                        };
                    };
                };
            };
            /** @description Missing, malformed, unknown or revoked bearer token */
            401: {
                headers: {
                    /** @description Always `Bearer` */
                    "WWW-Authenticate"?: string;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token lacks the operation's scope, or the plan has no API access */
            403: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such resource, or not the caller's */
            404: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Invalid input, a plan-gated field, or the monthly quota */
            422: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                status?: "pending" | "succeeded" | "failed";
            };
            header?: never;
            path: {
                /** @description The webhook id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            attempt_count: number;
                            attempts: {
                                /** @description 1 for the first try, up to 6 (5 retries) */
                                attempt: number;
                                duration_ms: number;
                                /**
                                 * @example HTTP 500
                                 * @example timed out after 10 s
                                 * @example connection refused
                                 */
                                error: string | null;
                                response_code: number | null;
                                /** Format: date-time */
                                started_at: string;
                                succeeded: boolean;
                            }[];
                            /** Format: date-time */
                            completed_at: string | null;
                            /** Format: date-time */
                            created_at: string;
                            /**
                             * @description Also the `webhook-id` header
                             * @example evt_3mJ0c1Zq9pQpY3l7m0hH2A
                             */
                            event_id: string;
                            /** @example link.created */
                            event_type: string;
                            id: number;
                            last_error: string | null;
                            last_response_code: number | null;
                            /** Format: date-time */
                            next_attempt_at: string | null;
                            /** @enum {string} */
                            status: "pending" | "succeeded" | "failed";
                        }[];
                        links: {
                            first: string | null;
                            last: string | null;
                            next: string | null;
                            prev: string | null;
                        };
                        meta: {
                            current_page: number;
                            last_page: number;
                            per_page: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Missing, malformed, unknown or revoked bearer token */
            401: {
                headers: {
                    /** @description Always `Bearer` */
                    "WWW-Authenticate"?: string;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token lacks the operation's scope, or the plan has no API access */
            403: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such resource, or not the caller's */
            404: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Invalid input, a plan-gated field, or the monthly quota */
            422: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    rotateWebhookSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The webhook id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description Deliveries that failed for good in a row; 20 disable the endpoint */
                            consecutive_failures: number;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            disabled_at: string | null;
                            /**
                             * @description `failures`: disabled automatically after 20 failed deliveries in a row
                             * @enum {string|null}
                             */
                            disabled_reason: "manual" | "failures" | null;
                            enabled: boolean;
                            events: ("link.created" | "link.updated" | "link.deleted" | "link.status_changed" | "link.claimed" | "link.clicked" | "link.broken" | "link.recovered")[];
                            id: number;
                            /**
                             * @description Signing secret (`whsec_...`), shown only in this response
                             * @example whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw
                             */
                            secret: string;
                            /** Format: date-time */
                            updated_at: string;
                            /** Format: uri */
                            url: string;
                        };
                    };
                };
            };
            /** @description Missing, malformed, unknown or revoked bearer token */
            401: {
                headers: {
                    /** @description Always `Bearer` */
                    "WWW-Authenticate"?: string;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token lacks the operation's scope, or the plan has no API access */
            403: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such resource, or not the caller's */
            404: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Invalid input, a plan-gated field, or the monthly quota */
            422: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    testWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The webhook id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Accepted: queued */
            202: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            attempt_count: number;
                            attempts: {
                                /** @description 1 for the first try, up to 6 (5 retries) */
                                attempt: number;
                                duration_ms: number;
                                /**
                                 * @example HTTP 500
                                 * @example timed out after 10 s
                                 * @example connection refused
                                 */
                                error: string | null;
                                response_code: number | null;
                                /** Format: date-time */
                                started_at: string;
                                succeeded: boolean;
                            }[];
                            /** Format: date-time */
                            completed_at: string | null;
                            /** Format: date-time */
                            created_at: string;
                            /**
                             * @description Also the `webhook-id` header
                             * @example evt_3mJ0c1Zq9pQpY3l7m0hH2A
                             */
                            event_id: string;
                            /** @example link.created */
                            event_type: string;
                            id: number;
                            last_error: string | null;
                            last_response_code: number | null;
                            /** Format: date-time */
                            next_attempt_at: string | null;
                            /** @enum {string} */
                            status: "pending" | "succeeded" | "failed";
                        };
                    };
                };
            };
            /** @description Missing, malformed, unknown or revoked bearer token */
            401: {
                headers: {
                    /** @description Always `Bearer` */
                    "WWW-Authenticate"?: string;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token lacks the operation's scope, or the plan has no API access */
            403: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such resource, or not the caller's */
            404: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The current status does not allow this */
            409: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Invalid input, a plan-gated field, or the monthly quota */
            422: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getWorkspace: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            /** @description The user's own workspace, made with the account; it cannot be deleted or shared */
                            personal: boolean;
                            /**
                             * @example free
                             * @example pro
                             * @example business
                             */
                            plan: string;
                            /**
                             * @description The caller's role in this workspace, read at this request
                             * @enum {string}
                             */
                            role: "viewer" | "member" | "admin" | "owner";
                            /** @description Unique across the service; names the workspace in the operator CLI */
                            slug: string;
                        };
                    };
                };
            };
            /** @description Missing, malformed, unknown or revoked bearer token */
            401: {
                headers: {
                    /** @description Always `Bearer` */
                    "WWW-Authenticate"?: string;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token lacks the operation's scope, or the plan has no API access */
            403: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such resource, or not the caller's */
            404: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Invalid input, a plan-gated field, or the monthly quota */
            422: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteWorkspace: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, malformed, unknown or revoked bearer token */
            401: {
                headers: {
                    /** @description Always `Bearer` */
                    "WWW-Authenticate"?: string;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token lacks the operation's scope, or the plan has no API access */
            403: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such resource, or not the caller's */
            404: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The current status does not allow this */
            409: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Invalid input, a plan-gated field, or the monthly quota */
            422: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    renameWorkspace: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Trimmed; 1 to 80 characters, no control characters */
                    name: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            /** @description The user's own workspace, made with the account; it cannot be deleted or shared */
                            personal: boolean;
                            /**
                             * @example free
                             * @example pro
                             * @example business
                             */
                            plan: string;
                            /**
                             * @description The caller's role in this workspace, read at this request
                             * @enum {string}
                             */
                            role: "viewer" | "member" | "admin" | "owner";
                            /** @description Unique across the service; names the workspace in the operator CLI */
                            slug: string;
                        };
                    };
                };
            };
            /** @description Missing, malformed, unknown or revoked bearer token */
            401: {
                headers: {
                    /** @description Always `Bearer` */
                    "WWW-Authenticate"?: string;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token lacks the operation's scope, or the plan has no API access */
            403: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such resource, or not the caller's */
            404: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Invalid input, a plan-gated field, or the monthly quota */
            422: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listInvites: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /**
                             * Format: date-time
                             * @description When it was sent (or last sent again)
                             */
                            created_at: string;
                            /**
                             * Format: email
                             * @description Normalised (lower case); only the account with this email may accept
                             */
                            email: string;
                            /** @description Past `expires_at`: send it again to use it */
                            expired: boolean;
                            /**
                             * Format: date-time
                             * @description 7 days after it was sent
                             */
                            expires_at: string;
                            id: number;
                            /** @enum {string} */
                            role: "viewer" | "member" | "admin" | "owner";
                        }[];
                    };
                };
            };
            /** @description Missing, malformed, unknown or revoked bearer token */
            401: {
                headers: {
                    /** @description Always `Bearer` */
                    "WWW-Authenticate"?: string;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token lacks the operation's scope, or the plan has no API access */
            403: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such resource, or not the caller's */
            404: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Invalid input, a plan-gated field, or the monthly quota */
            422: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    createInvite: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Who to invite; an existing member is refused (422 naming `email`). A pending invite to the same address is replaced. */
                    email: string;
                    /**
                     * @description `owner` only by an owner
                     * @default member
                     * @enum {unknown}
                     */
                    role?: "viewer" | "member" | "admin" | "owner";
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    /** @description The address of the new resource, e.g. `/api/v1/links/42` */
                    Location?: string;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /**
                             * Format: date-time
                             * @description When it was sent (or last sent again)
                             */
                            created_at: string;
                            /**
                             * Format: email
                             * @description Normalised (lower case); only the account with this email may accept
                             */
                            email: string;
                            /** @description Past `expires_at`: send it again to use it */
                            expired: boolean;
                            /**
                             * Format: date-time
                             * @description 7 days after it was sent
                             */
                            expires_at: string;
                            id: number;
                            /** @enum {string} */
                            role: "viewer" | "member" | "admin" | "owner";
                        };
                    };
                };
            };
            /** @description Missing, malformed, unknown or revoked bearer token */
            401: {
                headers: {
                    /** @description Always `Bearer` */
                    "WWW-Authenticate"?: string;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token lacks the operation's scope, or the plan has no API access */
            403: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such resource, or not the caller's */
            404: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The current status does not allow this */
            409: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Invalid input, a plan-gated field, or the monthly quota */
            422: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    revokeInvite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The invite id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, malformed, unknown or revoked bearer token */
            401: {
                headers: {
                    /** @description Always `Bearer` */
                    "WWW-Authenticate"?: string;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token lacks the operation's scope, or the plan has no API access */
            403: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such resource, or not the caller's */
            404: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Invalid input, a plan-gated field, or the monthly quota */
            422: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    resendInvite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The invite id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /**
                             * Format: date-time
                             * @description When it was sent (or last sent again)
                             */
                            created_at: string;
                            /**
                             * Format: email
                             * @description Normalised (lower case); only the account with this email may accept
                             */
                            email: string;
                            /** @description Past `expires_at`: send it again to use it */
                            expired: boolean;
                            /**
                             * Format: date-time
                             * @description 7 days after it was sent
                             */
                            expires_at: string;
                            id: number;
                            /** @enum {string} */
                            role: "viewer" | "member" | "admin" | "owner";
                        };
                    };
                };
            };
            /** @description Missing, malformed, unknown or revoked bearer token */
            401: {
                headers: {
                    /** @description Always `Bearer` */
                    "WWW-Authenticate"?: string;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token lacks the operation's scope, or the plan has no API access */
            403: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such resource, or not the caller's */
            404: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Invalid input, a plan-gated field, or the monthly quota */
            422: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listMembers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: email */
                            email: string;
                            /** Format: date-time */
                            joined_at: string;
                            /** @enum {string} */
                            role: "viewer" | "member" | "admin" | "owner";
                            user_id: number;
                        }[];
                    };
                };
            };
            /** @description Missing, malformed, unknown or revoked bearer token */
            401: {
                headers: {
                    /** @description Always `Bearer` */
                    "WWW-Authenticate"?: string;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token lacks the operation's scope, or the plan has no API access */
            403: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such resource, or not the caller's */
            404: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Invalid input, a plan-gated field, or the monthly quota */
            422: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    removeMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The member's user id */
                user_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, malformed, unknown or revoked bearer token */
            401: {
                headers: {
                    /** @description Always `Bearer` */
                    "WWW-Authenticate"?: string;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token lacks the operation's scope, or the plan has no API access */
            403: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such resource, or not the caller's */
            404: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The current status does not allow this */
            409: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Invalid input, a plan-gated field, or the monthly quota */
            422: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    changeMemberRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The member's user id */
                user_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description Only an owner makes or unmakes an owner; the last owner cannot be demoted (409 `last_owner`)
                     * @enum {unknown}
                     */
                    role: "viewer" | "member" | "admin" | "owner";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: email */
                            email: string;
                            /** Format: date-time */
                            joined_at: string;
                            /** @enum {string} */
                            role: "viewer" | "member" | "admin" | "owner";
                            user_id: number;
                        };
                    };
                };
            };
            /** @description Missing, malformed, unknown or revoked bearer token */
            401: {
                headers: {
                    /** @description Always `Bearer` */
                    "WWW-Authenticate"?: string;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token lacks the operation's scope, or the plan has no API access */
            403: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such resource, or not the caller's */
            404: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The current status does not allow this */
            409: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Invalid input, a plan-gated field, or the monthly quota */
            422: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listWorkspaces: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            /** @description The user's own workspace, made with the account; it cannot be deleted or shared */
                            personal: boolean;
                            /**
                             * @example free
                             * @example pro
                             * @example business
                             */
                            plan: string;
                            /**
                             * @description The caller's role in this workspace, read at this request
                             * @enum {string}
                             */
                            role: "viewer" | "member" | "admin" | "owner";
                            /** @description Unique across the service; names the workspace in the operator CLI */
                            slug: string;
                        }[];
                    };
                };
            };
            /** @description Missing, malformed, unknown or revoked bearer token */
            401: {
                headers: {
                    /** @description Always `Bearer` */
                    "WWW-Authenticate"?: string;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token lacks the operation's scope, or the plan has no API access */
            403: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such resource, or not the caller's */
            404: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Invalid input, a plan-gated field, or the monthly quota */
            422: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    createWorkspace: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Trimmed; 1 to 80 characters, no control characters */
                    name: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    /** @description The address of the new resource, e.g. `/api/v1/links/42` */
                    Location?: string;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            /** @description The user's own workspace, made with the account; it cannot be deleted or shared */
                            personal: boolean;
                            /**
                             * @example free
                             * @example pro
                             * @example business
                             */
                            plan: string;
                            /**
                             * @description The caller's role in this workspace, read at this request
                             * @enum {string}
                             */
                            role: "viewer" | "member" | "admin" | "owner";
                            /** @description Unique across the service; names the workspace in the operator CLI */
                            slug: string;
                        };
                    };
                };
            };
            /** @description Missing, malformed, unknown or revoked bearer token */
            401: {
                headers: {
                    /** @description Always `Bearer` */
                    "WWW-Authenticate"?: string;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token lacks the operation's scope, or the plan has no API access */
            403: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such resource, or not the caller's */
            404: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Invalid input, a plan-gated field, or the monthly quota */
            422: {
                headers: {
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Rate limit exceeded */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (present when a limit applies) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
}

#!/usr/bin/env bash
# DEPLOY_COMMAND for a site past what Pages hosts hold (docs/deploy.md#an-object-store-behind-a-cdn-with-rclone): an object store (S3, R2, B2,
# GCS) behind a CDN, through rclone (Debian's `rclone`, configured with `rclone config`). Uploads only the files
# whose content changed (--checksum), with the caching the site's _headers asks for: /_astro/ is named by content
# and immutable, the rest revalidated. The rebuild appends the release's site folder:
#   DEPLOY_COMMAND="bash scripts/deploy/object-store.sh r2:vitrina-site"
# Object stores read no _headers or _redirects: the CDN in front serves the security headers, the 404 page and the
# redirects (Cloudflare: Transform Rules and Bulk Redirects made from the site's _redirects).
set -euo pipefail
remote="${1:?usage: object-store.sh REMOTE:BUCKET SITE_DIR}"
site="${2:?usage: object-store.sh REMOTE:BUCKET SITE_DIR}"
common=(--checksum --fast-list --transfers 32 --checkers 32)
# Hashed files first: every page of the new release finds its scripts and styles before it is served.
rclone copy "${common[@]}" --header-upload "Cache-Control: public, max-age=31536000, immutable" \
  "$site/_astro" "$remote/_astro"
# Then the pages and data, removing what the release no longer has (old /_astro/ files stay: a page still
# cached at the edge may ask for them).
rclone sync "${common[@]}" --header-upload "Cache-Control: no-cache" --exclude "/_astro/**" "$site" "$remote"

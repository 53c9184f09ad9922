#!/usr/bin/env python3
"""Writes the ListenBrainz fixtures: routes.json and counts.json, the table the fixture server's
`popularity` route answers `POST /1/popularity/release-group` from (reference/mpd-and-popularity.md
§6.3: an array in request order, nulls for MBIDs without listens).

counts.json maps a release-group MBID to [total_listen_count, total_user_count]. It covers the
MusicBrainz fixtures' release groups (every seventh left out, so it answers null) and a made-up
discography of 230 release groups (`mbids-230.json`, every tenth left out). The counts are
illustrative, derived from a hash of the MBID, not ListenBrainz's data. Run it again after changing
it; the output is committed.
"""

import glob
import hashlib
import json
import os
import uuid

HERE = os.path.dirname(os.path.abspath(__file__))
NS = uuid.UUID("6ba7b811-9dad-11d1-80b4-00c04fd430c8")


def counts(mbid):
    digest = int(hashlib.sha256(mbid.encode()).hexdigest(), 16)
    listeners = 10 ** (1 + digest % 4) + (digest >> 8) % 997
    return [listeners * (2 + (digest >> 20) % 30), listeners]


def main():
    table = {}
    groups = []
    for path in sorted(glob.glob(os.path.join(HERE, "..", "MusicBrainz", "release-groups", "*.json"))):
        with open(path, encoding="utf-8") as handle:
            groups += [group["id"] for group in json.load(handle)["release-groups"]]
    for index, mbid in enumerate(sorted(groups)):
        if index % 7 != 3:
            table[mbid] = counts(mbid)
    many = [str(uuid.uuid5(NS, f"deepcut-fixture/popularity/{n}")) for n in range(230)]
    for index, mbid in enumerate(many):
        if index % 10 != 9:
            table[mbid] = counts(mbid)
    with open(os.path.join(HERE, "counts.json"), "w", encoding="utf-8") as handle:
        json.dump(table, handle, sort_keys=True, separators=(",", ":"))
        handle.write("\n")
    with open(os.path.join(HERE, "mbids-230.json"), "w", encoding="utf-8") as handle:
        json.dump(many, handle, separators=(",", ":"))
        handle.write("\n")
    routes = {"routes": [
        {"method": "POST", "path": "/1/popularity/release-group", "popularity": "counts.json"},
    ]}
    with open(os.path.join(HERE, "routes.json"), "w", encoding="utf-8") as handle:
        json.dump(routes, handle, separators=(",", ":"))
        handle.write("\n")


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Writes the Apple Music fixture library: JSON bodies in the API's documented shapes
(apple-formats.md §2, catalog-apis.md §B/§D) and routes.json, the table the loopback server
answers from. Deterministic: run it again and nothing changes.

    Tests/FixtureServer/Fixtures/AppleMusic/make-fixtures.py

The library: 160 artists (2 pages of 100), their albums and songs (several pages), three
playlists (one empty: its tracks answer 404), 50 recently played songs over 5 pages of 10, the
storefront `gb`. The catalog: A$AP Rocky (25 releases, 1 page), Acid Bath (7), A.N.I.M.A.L.
(25), King Gizzard & the Lizard Wizard (60 over 3 pages of `next`), Acid Bath's releases one by
one with their tracks, search answers, and the errors of apple-formats.md §2.6.
"""
import hashlib, json, os
from urllib.parse import parse_qsl

HERE = os.path.dirname(os.path.abspath(__file__))
B62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
routes = []


def lid(prefix, seed, width=10):
    n = int.from_bytes(hashlib.sha256(seed.encode()).digest()[:8], "big")
    s = ""
    for _ in range(width):
        s = B62[n % 62] + s
        n //= 62
    return prefix + s


def cid(seed):
    return str(1_000_000_000 + int(hashlib.sha256(seed.encode()).hexdigest(), 16) % 800_000_000)


def write(name, body):
    with open(os.path.join(HERE, name), "w") as f:
        # Long pages on one line each resource; short ones indented for reading.
        small = len(body.get("data", [])) <= 10
        json.dump(body, f, ensure_ascii=False, indent=1 if small else None, sort_keys=True)
        f.write("\n")


def route(target, file, status=200, method="GET", note=""):
    """A route of fixture_server.py: the path, and the query it must carry (the log's `target`
    shows whether a `next` was followed as given)."""
    path, _, query = target.partition("?")
    r = {"method": method, "path": path, "status": status, "target": target, "note": note}
    if query:
        r["query"] = dict(parse_qsl(query))
    if file:
        r["file"] = file
    routes.append(r)


# ---------------------------------------------------------------- library artists
FAMOUS = [("A$AP Rocky", "481488005"), ("A.N.I.M.A.L.", "3245981"), ("Acid Bath", "5765078"),
          ("King Gizzard & the Lizard Wizard", "500817163"), ("Orville Peck", None),
          ("Sigur Rós", "5798458"), ("Beach Bunny", "1147783278")]
ADJ = ["Amber", "Broken", "Crimson", "Distant", "Electric", "Faded", "Golden", "Hollow",
       "Iron", "Jade", "Kinetic", "Lunar", "Midnight", "Neon", "Obsidian", "Paper", "Quiet",
       "Rusted", "Silver", "Tidal"]
NOUN = ["Anchors", "Bells", "Comets", "Dunes", "Echoes", "Foxes", "Gardens", "Harbors"]
artists = []
for name, catalog in FAMOUS:
    artists.append({"name": name, "catalog": catalog})
for i, adj in enumerate(ADJ):
    for j, noun in enumerate(NOUN):
        if len(artists) >= 160:
            break
        artists.append({"name": f"The {adj} {noun}", "catalog": cid(f"artist/{adj}/{noun}")})
artists.sort(key=lambda a: a["name"].lower())
for a in artists:
    a["id"] = lid("r.", "artist/" + a["name"], 7)
# "Hidden Gem" style: on page 2 the answer leaves the catalog relationship out, so the service
# asks for it directly; one of those is unmatched (404 40403), one linked.
ASK_DIRECTLY = {"The Silver Anchors": None, "The Silver Bells": "1600000001"}
artists.append({"name": "Zz Unmatched Directly", "catalog": None, "id": lid("r.", "zz", 7)})
ASK_DIRECTLY["Zz Unmatched Directly"] = None
for a in artists:
    if a["name"] in ASK_DIRECTLY:
        a["catalog"] = ASK_DIRECTLY[a["name"]]


def artist_resource(a, with_catalog):
    r = {"id": a["id"], "type": "library-artists", "href": f"/v1/me/library/artists/{a['id']}",
         "attributes": {"name": a["name"]}}
    if with_catalog:
        data = [] if a["catalog"] is None else [{
            "id": a["catalog"], "type": "artists", "href": f"/v1/catalog/gb/artists/{a['catalog']}",
            "attributes": {"name": a["name"], "genreNames": ["Alternative"],
                           "url": f"https://music.apple.com/gb/artist/{a['catalog']}"}}]
        r["relationships"] = {"catalog": {"href": f"/v1/me/library/artists/{a['id']}/catalog",
                                          "data": data}}
    return r


pages = [artists[:100], artists[100:]]
write("library-artists-1.json", {
    "data": [artist_resource(a, True) for a in pages[0]],
    # Apple's own `next` shapes vary; this one reorders the query on purpose: it must be
    # followed as given, never rebuilt.
    "next": "/v1/me/library/artists?include=catalog&offset=100&limit=100",
    "meta": {"total": len(artists)}})
write("library-artists-2.json", {
    "data": [artist_resource(a, a["name"] not in ASK_DIRECTLY) for a in pages[1]],
    "meta": {"total": len(artists)}})
route("/v1/me/library/artists?limit=100&include=catalog", "library-artists-1.json")
route("/v1/me/library/artists?include=catalog&offset=100&limit=100", "library-artists-2.json")
for a in artists:
    if a["name"] in ASK_DIRECTLY:
        path = f"/v1/me/library/artists/{a['id']}/catalog"
        if a["catalog"] is None:
            route(path, "error-404-no-related-resources.json", 404, note="unmatched")
        else:
            f = f"library-artist-catalog-{a['catalog']}.json"
            write(f, {"data": [artist_resource(a, True)["relationships"]["catalog"]["data"][0]]})
            route(path, f)
    else:
        # The direct relationship, for a caller that asks anyway: empty data when unmatched.
        f = "library-artist-catalog-empty.json" if a["catalog"] is None else None
        if f:
            write(f, {"data": []})
            route(f"/v1/me/library/artists/{a['id']}/catalog", f, note="empty relationship")
write("error-404-no-related-resources.json", {"errors": [{
    "id": "YS7BUVCTXA3QWDVX3YQQSCPEUY", "title": "No related resources",
    "detail": "No related resources found for catalog", "status": "404", "code": "40403"}]})

# ---------------------------------------------------------------- library albums and songs
OWNED = {"A$AP Rocky": ["LIVE.LOVE.A$AP", "LONG.LIVE.A$AP (Deluxe Version)", "AT.LONG.LAST.A$AP",
                        "TESTING", "Fashion Killa - Single", "Wild for the Night - Single"],
         "A.N.I.M.A.L.": ["Usa Toda Tu Fuerza", "Fin De Un Mundo Enfermo", "Poder Latino",
                          "Animal 6"],
         "Acid Bath": ["When the Kite String Pops", "Paegan Terrorism Tactics", "Demos: 1993",
                       "Demos: 1994", "Double Live Bootleg! (Live)", "Radio Edits - EP"],
         "King Gizzard & the Lizard Wizard": ["Nonagon Infinity", "Flying Microtonal Banana"]}
albums, songs = [], []
for a in artists:
    titles = OWNED.get(a["name"], [f"{a['name'].split()[-1]} Vol. 1"])
    for n, title in enumerate(titles):
        album = {"id": lid("l.", f"album/{a['name']}/{title}", 7), "name": title,
                 "artist": a["name"], "year": 2000 + (len(title) * 7 + n) % 24,
                 "catalog": cid(f"album/{a['name']}/{title}")}
        albums.append(album)
        count = 1 if title.endswith(" - Single") else 3
        for t in range(1, count + 1):
            name = title.replace(" - Single", "") if count == 1 else f"{title.split()[0]} Song {t}"
            songs.append({"id": lid("i.", f"song/{album['id']}/{t}", 14), "name": name,
                          "album": title, "artist": a["name"], "track": t,
                          "ms": 150_000 + (t * 37_123 + len(title) * 1_001) % 120_000,
                          "catalog": cid(f"song/{album['id']}/{t}")})
# A compilation track whose artist is not a library artist, on an album the albums list lacks.
songs.append({"id": lid("i.", "song/compilation", 14), "name": "Guest Verse",
              "album": "Friends & Family (Compilation)", "artist": "Various Guests", "track": 1,
              "ms": 201_000, "catalog": cid("song/compilation")})


def album_resource(al):
    return {"id": al["id"], "type": "library-albums", "href": f"/v1/me/library/albums/{al['id']}",
            "attributes": {"name": al["name"], "artistName": al["artist"],
                           "releaseDate": f"{al['year']}-03-01", "trackCount": 3,
                           "genreNames": ["Hip-Hop/Rap"], "dateAdded": "2024-01-02T03:04:05Z",
                           "playParams": {"id": al["id"], "kind": "album", "isLibrary": True,
                                          "catalogId": al["catalog"]},
                           "artwork": {"width": 1200, "height": 1200,
                                       "url": "https://is1-ssl.mzstatic.com/image/thumb/x/{w}x{h}bb.jpg"}}}


def song_resource(s):
    return {"id": s["id"], "type": "library-songs", "href": f"/v1/me/library/songs/{s['id']}",
            "attributes": {"name": s["name"], "albumName": s["album"], "artistName": s["artist"],
                           "discNumber": 1, "trackNumber": s["track"], "durationInMillis": s["ms"],
                           "genreNames": ["Alternative"], "hasLyrics": False,
                           "releaseDate": "2015-05-26",
                           "playParams": {"id": s["id"], "kind": "song", "isLibrary": True,
                                          "reporting": True, "catalogId": s["catalog"]}}}


def paged(kind, items, make, per=100):
    for p in range(0, len(items), per):
        n = p // per + 1
        body = {"data": [make(x) for x in items[p:p + per]], "meta": {"total": len(items)}}
        if p + per < len(items):
            body["next"] = f"/v1/me/library/{kind}?offset={p + per}&limit={per}"
        write(f"library-{kind}-{n}.json", body)
        path = f"/v1/me/library/{kind}?limit={per}" if p == 0 else f"/v1/me/library/{kind}?offset={p}&limit={per}"
        route(path, f"library-{kind}-{n}.json")


paged("albums", albums, album_resource)
paged("songs", songs, song_resource)

# ---------------------------------------------------------------- playlists
by_artist = {}
for s in songs:
    by_artist.setdefault(s["artist"], []).append(s)
PLAYLISTS = [("Deep Cuts Monday", by_artist["Acid Bath"][:4] + by_artist["A$AP Rocky"][:2], True),
             ("Road Trip", by_artist["A.N.I.M.A.L."] + by_artist["Acid Bath"][:1], True),
             ("Apple Curated Favourites", [], False)]
playlist_data = []
for name, tracks, editable in PLAYLISTS:
    pid = lid("p.", "playlist/" + name, 14)
    playlist_data.append({"id": pid, "type": "library-playlists",
                          "href": f"/v1/me/library/playlists/{pid}",
                          "attributes": {"name": name, "canEdit": editable, "isPublic": False,
                                         "hasCatalog": not editable,
                                         "description": {"standard": f"{name}, made in tests"},
                                         "dateAdded": "2025-01-01T00:00:00Z",
                                         "lastModifiedDate": "2025-02-01T00:00:00Z",
                                         "playParams": {"id": pid, "kind": "playlist", "isLibrary": True}},
                          "relationships": {"catalog": {"href": f"/v1/me/library/playlists/{pid}/catalog", "data": []}}})
    path = f"/v1/me/library/playlists/{pid}/tracks?limit=100"
    if tracks:
        f = f"playlist-tracks-{len(playlist_data)}.json"
        write(f, {"data": [song_resource(s) for s in tracks], "meta": {"total": len(tracks)}})
        route(path, f)
    else:
        route(path, "error-404-empty-playlist.json", 404, note="an empty playlist's tracks")
write("error-404-empty-playlist.json", {"errors": [{
    "id": "EMPTYPLAYLISTTRACKS", "title": "Resource Not Found",
    "detail": "Resource with requested id was not found", "status": "404", "code": "40400"}]})
write("library-playlists-1.json", {"data": playlist_data, "meta": {"total": len(playlist_data)}})
route("/v1/me/library/playlists?limit=100", "library-playlists-1.json")
write("playlist-created.json", {"data": [{
    "id": "p.NewPlaylist0001", "type": "library-playlists",
    "href": "/v1/me/library/playlists/p.NewPlaylist0001",
    "attributes": {"name": "Fixture Created", "canEdit": True, "isPublic": False,
                   "description": {"standard": ""}, "hasCatalog": False,
                   "playParams": {"id": "p.NewPlaylist0001", "kind": "playlist", "isLibrary": True}}}]})
route("/v1/me/library/playlists", "playlist-created.json", 201, "POST")
route(f"/v1/me/library/playlists/{playlist_data[0]['id']}/tracks", None, 204, "POST")
route(f"/v1/me/library?ids[albums]={albums[0]['catalog']}", None, 202, "POST")
# Any other catalog album or song: accepted, added later (202, no body).
route("/v1/me/library", None, 202, "POST", note="any add to the library")

# ---------------------------------------------------------------- recently played
recent = [s for s in songs if s["artist"] in ("Acid Bath", "A$AP Rocky", "A.N.I.M.A.L.")]
recent = (recent * 4)[:47]
for p in range(5):
    data = []
    for k, s in enumerate(recent[p * 10:(p + 1) * 10]):
        data.append({"id": s["catalog"], "type": "songs", "href": f"/v1/catalog/gb/songs/{s['catalog']}",
                     "attributes": {"name": s["name"], "albumName": s["album"], "artistName": s["artist"],
                                    "durationInMillis": s["ms"], "genreNames": ["Alternative"],
                                    "trackNumber": s["track"], "discNumber": 1, "isrc": "USUM71500001",
                                    "releaseDate": "2015-05-26", "hasLyrics": True,
                                    "isAppleDigitalMaster": False, "composerName": "Someone",
                                    "url": f"https://music.apple.com/gb/song/{s['catalog']}",
                                    "previews": [{"url": "https://audio-ssl.itunes.apple.com/x.m4a"}],
                                    "playParams": {"id": s["catalog"], "kind": "song"}}})
    if p == 4:
        # A music video with no attributes and a song the library does not hold.
        data.append({"id": "1553279848", "type": "music-videos", "href": "/v1/catalog/gb/music-videos/1553279848"})
        data.append({"id": "1999999999", "type": "songs", "href": "/v1/catalog/gb/songs/1999999999",
                     "attributes": {"name": "Not In The Library", "artistName": "Someone Else",
                                    "albumName": "Elsewhere", "durationInMillis": 100000}})
        data = data[:10]
    body = {"data": data}
    if p < 4:
        body["next"] = f"/v1/me/recent/played/tracks?offset={(p + 1) * 10}"
    write(f"recent-tracks-{p + 1}.json", body)
    route("/v1/me/recent/played/tracks?limit=10" if p == 0 else f"/v1/me/recent/played/tracks?offset={p * 10}",
          f"recent-tracks-{p + 1}.json")

write("storefront.json", {"data": [{"id": "gb", "type": "storefronts", "href": "/v1/storefronts/gb",
                                     "attributes": {"supportedLanguageTags": ["en-GB", "cy-GB"],
                                                    "defaultLanguageTag": "en-GB", "name": "United Kingdom",
                                                    "explicitContentPolicy": "allowed"}}]})
route("/v1/me/storefront", "storefront.json")

# ---------------------------------------------------------------- catalog
def catalog_album(artist, aid, n, title, kind):
    name = title + {"single": " - Single", "ep": " - EP"}.get(kind, "")
    album_id = cid(f"catalog/{aid}/{n}")
    return {"id": album_id, "type": "albums", "href": f"/v1/catalog/gb/albums/{album_id}",
            "attributes": {"artistName": artist, "name": name, "isSingle": kind == "single",
                           "isCompilation": kind == "compilation", "isComplete": True,
                           "isMasteredForItunes": False, "releaseDate": f"{1995 + n % 30}-0{1 + n % 9}-14",
                           "trackCount": 1 if kind == "single" else (4 if kind == "ep" else 11),
                           "genreNames": ["Alternative", "Music"], "recordLabel": "Fixture Records",
                           "copyright": "℗ 2023 Fixture Records", "upc": "5053760103912",
                           "url": f"https://music.apple.com/gb/album/{album_id}",
                           "playParams": {"id": album_id, "kind": "album"},
                           "artwork": {"width": 3000, "height": 3000, "bgColor": "ffffff",
                                       "url": "https://is1-ssl.mzstatic.com/image/thumb/x/{w}x{h}bb.jpg"}}}


# Artists whose releases answer `/v1/catalog/gb/albums/{id}` (with the default `artists` and
# `tracks` relationships), so `add` and `play` can read a release's songs.
WITH_TRACKS = {"5765078"}


def album_with_tracks(item, aid):
    a = item["attributes"]
    album_id = item["id"]
    tracks = []
    for t in range(1, a["trackCount"] + 1):
        song_id = cid(f"catalog/song/{album_id}/{t}")
        name = a["name"].replace(" - Single", "").replace(" - EP", "")
        tracks.append({"id": song_id, "type": "songs", "href": f"/v1/catalog/gb/songs/{song_id}",
                       "attributes": {"name": name if a["trackCount"] == 1 else f"{name.split()[0]} Track {t}",
                                      "artistName": a["artistName"], "albumName": a["name"],
                                      "discNumber": 1, "trackNumber": t,
                                      "durationInMillis": 120_000 + t * 31_337 % 150_000,
                                      "genreNames": ["Metal"], "isrc": "USXYZ9900001",
                                      "playParams": {"id": song_id, "kind": "song"}}})
    if a["trackCount"] > 1:
        # A bonus music video: a track of the album that is not a song.
        tracks.append({"id": "1553279849", "type": "music-videos",
                       "href": "/v1/catalog/gb/music-videos/1553279849"})
    body = {"data": [dict(item, relationships={
        "artists": {"href": f"/v1/catalog/gb/albums/{album_id}/artists",
                    "data": [{"id": aid, "type": "artists", "href": f"/v1/catalog/gb/artists/{aid}"}]},
        "tracks": {"href": f"/v1/catalog/gb/albums/{album_id}/tracks", "data": tracks}})]}
    f = f"catalog-album-{album_id}.json"
    write(f, body)
    route(f"/v1/catalog/gb/albums/{album_id}", f)


def discography(artist, aid, count, owned, per=25):
    kinds = ["album", "single", "ep", "album", "compilation", "album", "single"]
    items = []
    for n in range(count):
        if n < len(owned):
            title = owned[n].replace(" - Single", "").replace(" - EP", "")
            kind = "single" if owned[n].endswith(" - Single") else "ep" if owned[n].endswith(" - EP") else "album"
        else:
            kind = kinds[n % len(kinds)]
            title = f"{artist.split()[0]} Record {n + 1}"
        items.append(catalog_album(artist, aid, n, title, kind))
    if aid in WITH_TRACKS:
        for item in items:
            album_with_tracks(item, aid)
    for p in range(0, count, per):
        body = {"data": items[p:p + per]}
        if p + per < count:
            body["next"] = f"/v1/catalog/gb/artists/{aid}/albums?offset={p + per}"
        f = f"catalog-albums-{aid}-{p // per + 1}.json"
        write(f, body)
        route(f"/v1/catalog/gb/artists/{aid}/albums?limit={per}" if p == 0
              else f"/v1/catalog/gb/artists/{aid}/albums?offset={p}", f)


discography("A$AP Rocky", "481488005", 25, OWNED["A$AP Rocky"])
discography("Acid Bath", "5765078", 7, OWNED["Acid Bath"])
discography("A.N.I.M.A.L.", "3245981", 25, OWNED["A.N.I.M.A.L."])
discography("King Gizzard & the Lizard Wizard", "500817163", 60, OWNED["King Gizzard & the Lizard Wizard"])
write("search-acid-bath.json", {"results": {"artists": {
    "href": "/v1/catalog/gb/search?limit=25&term=acid+bath&types=artists",
    "data": [{"id": "5765078", "type": "artists", "href": "/v1/catalog/gb/artists/5765078",
              "attributes": {"name": "Acid Bath", "genreNames": ["Metal"],
                             "url": "https://music.apple.com/gb/artist/acid-bath/5765078",
                             "editorialNotes": {"standard": "Sludge from Louisiana."}}},
             {"id": "1234567", "type": "artists", "href": "/v1/catalog/gb/artists/1234567",
              "attributes": {"name": "Acid Bath Tribute Band", "genreNames": ["Metal"]}}]}}})
route("/v1/catalog/gb/search?term=Acid+Bath&types=artists&limit=25", "search-acid-bath.json")
write("search-none.json", {"results": {}})
route("/v1/catalog/gb/search?term=Nobody+Here&types=artists&limit=25", "search-none.json")

# ---------------------------------------------------------------- errors (apple-formats.md §2.6)
write("error-400-extra-keys.json", {"errors": [{
    "id": "QWERTY0123456789", "title": "Insufficient Privileges",
    "detail": "User's subscription tier does not have access to privilege: ListeningHistory",
    "status": "400", "code": "40015", "messageForDisplay": "Insufficient Privileges",
    "source": {"parameter": "types"}}]})
write("error-500-upstream.json", {"errors": [{
    "id": "UPSTREAM500", "title": "Upstream Service Error", "detail": "Error fetching library content",
    "status": "500", "code": "50001"}]})
write("error-401.json", {"errors": [{"id": "UNAUTH", "title": "Unauthorized", "status": "401", "code": "40100"}]})
write("error-403.json", {"errors": [{"id": "FORBIDDEN", "title": "Forbidden",
                                     "detail": "Invalid authentication", "status": "403", "code": "40300"}]})
write("error-429.json", {"errors": [{"id": "RATELIMITED", "title": "API Capacity Exceeded",
                                     "detail": "Too many requests", "status": "429", "code": "42900"}]})
write("error-numeric-status.json", {"errors": [{"id": "NUMERIC", "title": "Not Found",
                                                "detail": "numbers instead of strings", "status": 404, "code": 40400}]})
with open(os.path.join(HERE, "error-504.html"), "w") as f:
    f.write("<html>\r\n<head><title>504 Gateway Time-out</title></head>\r\n<body>\r\n"
            "<center><h1>504 Gateway Time-out</h1></center>\r\n</body>\r\n</html>\r\n")

# The server takes the first route that matches and ignores query parameters a route does not
# name, so the routes that name more parameters (later pages) go first.
routes.sort(key=lambda r: -len(r.get("query", {})))
with open(os.path.join(HERE, "routes.json"), "w") as f:
    json.dump({"library": {"artists": len(artists), "albums": len(albums), "songs": len(songs),
                           "recentlyPlayed": len(recent)},
               "routes": routes}, f, ensure_ascii=False, indent=1)
    f.write("\n")

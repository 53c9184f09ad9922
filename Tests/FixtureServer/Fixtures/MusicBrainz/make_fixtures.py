#!/usr/bin/env python3
"""Writes the MusicBrainz fixtures (routes.json, search/*.json, release-groups/*.json,
artist/*.json) in the exact shapes of reference/catalog-apis.md §A: search answers omit absent
keys and give `score` as an int; browse pages hold at most 100 release groups, sorted by MBID
within the page, with `release-group-count` for paging.

The artists, MBIDs and titles are illustrative fixtures (MBIDs are uuid5 of the name), not a
copy of MusicBrainz's data. Run it again after changing it; the output is committed.
"""

import json
import os
import uuid

HERE = os.path.dirname(os.path.abspath(__file__))
NS = uuid.UUID("6ba7b811-9dad-11d1-80b4-00c04fd430c8")
PRIMARY = {"Album": "f529b476-6e62-324f-b0aa-1f3e33d313fc", "Single": "d6038452-8ee0-3f68-affc-2de9a1ede0b9",
           "EP": "6d0c5bf6-7a33-3420-a519-44fc63eedebf", "Other": "4fc3be2b-de1e-396b-a933-beb8f1607a22"}
SECONDARY = {"Compilation": "dd2a21e1-0c00-3729-a7a0-de60b84eb5d1", "Soundtrack": "22a628ad-c082-3c4f-b1b6-d41665107b88",
             "Live": "6fd474e2-6b58-3102-9d17-d6f7eb7da0a0", "Remix": "0c60f497-ff81-3818-befd-abfc84a4858b",
             "Mixtape/Street": "15c1b1f5-d893-3375-a1db-e180c5ae15ed"}
HELP = "For usage, please see: https://musicbrainz.org/development/mmd"


def mbid(name):
    return str(uuid.uuid5(NS, "deepcut-fixture/" + name))


def artist_entry(name, score, type_="Person", country=None, aliases=(), disambiguation=None, sort_name=None,
                 key=None):
    entry = {"id": mbid(key or name + (disambiguation or "")), "type": type_,
             "type-id": "b6e035f4-3ce9-331c-97df-83397230b0df" if type_ == "Person" else "e431f5f6-b5d2-343d-8b36-72607fffb74b",
             "score": score, "name": name, "sort-name": sort_name or name}
    if country:
        entry["country"] = country
    if disambiguation:
        entry["disambiguation"] = disambiguation
    entry["life-span"] = {"ended": None}
    if aliases:
        entry["aliases"] = [{"sort-name": a, "name": a, "locale": None, "type": None, "primary": None,
                             "begin-date": None, "end-date": None} for a in aliases]
    return entry


def search_answer(artists):
    return {"created": "2026-10-02T23:10:47.187Z", "count": len(artists), "offset": 0, "artists": artists}


def group(artist, title, date, primary="Album", secondary=()):
    return {"first-release-date": date, "disambiguation": "", "primary-type": primary,
            "primary-type-id": PRIMARY.get(primary), "secondary-types": list(secondary),
            "secondary-type-ids": [SECONDARY[s] for s in secondary], "title": title,
            "id": mbid(artist + "/" + title + "/" + date)}


DISCOGRAPHIES = {
    "A$AP Rocky": [
        ("Live.Love.A$AP", "2011-10-31", "Album", ["Mixtape/Street"]), ("Long.Live.A$AP", "2013-01-11", "Album", []),
        ("At.Long.Last.A$AP", "2015-05-26", "Album", []), ("Testing", "2018-05-25", "Album", []),
        ("Peso", "2011-08-01", "Single", []), ("Goldie", "2012-04-03", "Single", []),
        ("L$D", "2015-05-19", "Single", []), ("Praise the Lord (Da Shine)", "2018-05-25", "Single", []),
        ("Riot (Rowdy Pipe'n)", "2024-06-27", "Single", []),
    ],
    "AC/DC": [
        ("High Voltage", "1975-02-17", "Album", []), ("T.N.T.", "1975-12-01", "Album", []),
        ("Dirty Deeds Done Dirt Cheap", "1976-09-20", "Album", []), ("Let There Be Rock", "1977-03-21", "Album", []),
        ("Powerage", "1978-05-05", "Album", []), ("If You Want Blood You've Got It", "1978-10-13", "Album", ["Live"]),
        ("Highway to Hell", "1979-07-27", "Album", []), ("Back in Black", "1980-07-25", "Album", []),
        ("For Those About to Rock We Salute You", "1981-11-23", "Album", []), ("Flick of the Switch", "1983-08-15", "Album", []),
        ("'74 Jailbreak", "1984-10-15", "EP", []), ("Fly on the Wall", "1985-06-28", "Album", []),
        ("Who Made Who", "1986-05-24", "Album", ["Soundtrack", "Compilation"]), ("Blow Up Your Video", "1988-01-18", "Album", []),
        ("The Razors Edge", "1990-09-24", "Album", []), ("Live", "1992-10-26", "Album", ["Live"]),
        ("Ballbreaker", "1995-09-22", "Album", []), ("Bonfire", "1997-11-18", "Album", ["Compilation"]),
        ("Stiff Upper Lip", "2000-02-28", "Album", []), ("Black Ice", "2008-10-17", "Album", []),
        ("Iron Man 2", "2010-04-19", "Album", ["Soundtrack"]), ("Live at River Plate", "2012-11-19", "Album", ["Live"]),
        ("Rock or Bust", "2014-11-28", "Album", []), ("Power Up", "2020-11-13", "Album", []),
        ("Thunderstruck", "1990-09-10", "Single", []),
    ],
    "A.N.I.M.A.L.": [
        ("Fin de siglo", "1991", "Album", []), ("El nuevo camino del hombre", "1994", "Album", []),
        ("Poder latino", "1996", "Album", []), ("Combativo", "1998", "Album", []),
        ("Usa la razón", "2001", "Album", []), ("Animal 6", "2001-10", "Album", []),
        ("Hombre real", "2003", "Album", []), ("Lo mejor de A.N.I.M.A.L.", "2002", "Album", ["Compilation"]),
        ("Vivo en Buenos Aires", "1999", "Album", ["Live"]), ("Raza castigada", "", "EP", []),
    ],
    "Metro Boomin": [
        ("Savage Mode", "2016-07-15", "EP", []), ("Without Warning", "2017-10-31", "Album", []),
        ("Double or Nothing", "2017-12-08", "Album", []), ("Not All Heroes Wear Capes", "2018-11-02", "Album", []),
        ("Savage Mode II", "2020-10-02", "Album", []), ("Heroes & Villains", "2022-12-02", "Album", []),
        ("Metro Boomin Presents Spider-Man: Across the Spider-Verse", "2023-06-02", "Album", ["Soundtrack"]),
        ("We Don't Trust You", "2024-03-22", "Album", []), ("Superhero (Heroes & Villains)", "2022-12-06", "Single", []),
    ],
    "21 Savage": [
        ("The Slaughter Tape", "2015-05-23", "Album", ["Mixtape/Street"]), ("Savage Mode", "2016-07-15", "EP", []),
        ("Issa Album", "2017-07-07", "Album", []), ("Without Warning", "2017-10-31", "Album", []),
        ("I Am > I Was", "2018-12-21", "Album", []), ("Her Loss", "2022-11-04", "Album", []),
        ("American Dream", "2024-01-12", "Album", []),
    ],
    "Offset": [
        ("Without Warning", "2017-10-31", "Album", []), ("Father of 4", "2019-02-22", "Album", []),
        ("Set It Off", "2023-10-13", "Album", []),
    ],
    "Daryl Hall & John Oates": [
        ("Whole Oats", "1972-11", "Album", []), ("Abandoned Luncheonette", "1973-11", "Album", []),
        ("Bigger Than Both of Us", "1976-08", "Album", []), ("Private Eyes", "1981-09-01", "Album", []),
        ("H₂O", "1982-10-04", "Album", []), ("Rock 'n Soul Part 1", "1983-10", "Album", ["Compilation"]),
        ("Big Bam Boom", "1984-10-12", "Album", []), ("Live at the Apollo", "1985-09", "Album", ["Live"]),
    ],
}

# An artist with more release groups than one page holds: 130, so the browse pages twice.
GIZZ = "King Gizzard & the Lizard Wizard"
GIZZ_ALBUMS = ["12 Bar Bruise", "Eyes Like the Sky", "Float Along – Fill Your Lungs", "Oddments", "I'm in Your Mind Fuzz",
               "Quarters!", "Paper Mâché Dream Balloon", "Nonagon Infinity", "Flying Microtonal Banana",
               "Murder of the Universe", "Sketches of Brunswick East", "Polygondwanaland", "Gumboot Soup",
               "Fishing for Fishies", "Infest the Rats' Nest", "K.G.", "L.W.", "Butterfly 3000", "Made in Timeland",
               "Omnium Gatherum", "Ice, Death, Planets, Lungs, Mushrooms and Lava", "Laminated Denim",
               "Changes", "PetroDragonic Apocalypse", "The Silver Cord", "Flight b741"]
DISCOGRAPHIES[GIZZ] = [(title, str(2012 + i // 2), "Album", []) for i, title in enumerate(GIZZ_ALBUMS)]
DISCOGRAPHIES[GIZZ] += [(f"Live in City {n:03d}", f"{2014 + n % 11}-{1 + n % 12:02d}-{1 + n % 28:02d}", "Album", ["Live"])
                        for n in range(80)]
DISCOGRAPHIES[GIZZ] += [(f"Single {n:02d}", f"{2013 + n % 12}-06-01", "Single", []) for n in range(24)]

SEARCHES = {
    "A$AP Rocky": [artist_entry("A$AP Rocky", 100, country="US", sort_name="A$AP Rocky"),
                   artist_entry("A$AP Mob", 64, type_="Group", country="US")],
    "AC/DC": [artist_entry("AC/DC", 100, type_="Group", country="AU", aliases=["ACDC", "AC-DC"])],
    "A.N.I.M.A.L.": [artist_entry("A.N.I.M.A.L.", 100, type_="Group", country="AR", aliases=["Animal"])],
    "Metro Boomin": [artist_entry("Metro Boomin", 100, country="US")],
    "21 Savage": [artist_entry("21 Savage", 100, country="GB")],
    "Offset": [artist_entry("Offset", 100, country="US", disambiguation="US rapper, Migos", key="Offset"),
               artist_entry("Offset", 72, type_="Group", disambiguation="Polish punk band")],
    GIZZ: [artist_entry(GIZZ, 100, type_="Group", country="AU", aliases=["King Gizzard and the Lizard Wizard"])],
    "Daryl Hall & John Oates": [artist_entry("Daryl Hall & John Oates", 100, type_="Group", country="US",
                                             aliases=["Hall & Oates", "Hall and Oates"])],
    # Found by its alias.
    "Hall & Oates": [artist_entry("Daryl Hall & John Oates", 100, type_="Group", country="US",
                                  aliases=["Hall & Oates", "Hall and Oates"])],
    # Two bands of one name, equally good: never a guess.
    "Nirvana": [artist_entry("Nirvana", 100, type_="Group", country="US", disambiguation="90s US grunge band"),
                artist_entry("Nirvana", 100, type_="Group", country="GB", disambiguation="60s band from the UK"),
                artist_entry("Nirvana 2002", 66, type_="Group", country="SE")],
    # The whole combined credit matches nobody; its parts are searched one by one.
    "21 Savage, Offset & Metro Boomin": [artist_entry("21 Savage", 58, country="GB"),
                                         artist_entry("Metro Boomin", 55, country="US")],
}

# The library the end-to-end test imports: (artist, album, year, compilation, tracks).
LIBRARY = [
    ("A$AP Rocky", "Long.Live.A$AP (Deluxe Version)", 2013, False, ["Goldie", "PMW"]),
    ("A$AP Rocky", "Testing", 2018, False, ["Praise the Lord (Da Shine)"]),
    ("AC/DC", "Back in Black", 1980, False, ["Hells Bells", "Shoot to Thrill"]),
    ("AC/DC", "Highway to Hell (Remastered)", 2003, False, ["Highway to Hell"]),
    ("AC/DC", "Live", 1992, False, ["Thunderstruck (Live)"]),
    ("A.N.I.M.A.L.", "Poder latino", 1996, False, ["Poder latino"]),
    ("King Gizzard & the Lizard Wizard", "Nonagon Infinity", 2016, False, ["Robot Stop", "Gamma Knife"]),
    ("King Gizzard & the Lizard Wizard", "Polygondwanaland", 2017, False, ["Crumbling Castle"]),
    ("Hall & Oates", "Private Eyes", 1981, False, ["I Can't Go for That (No Can Do)"]),
    ("21 Savage, Offset & Metro Boomin", "Without Warning", 2017, False, ["Ghostface Killers", "Rap Saved Me"]),
    ("Metro Boomin", "Heroes & Villains", 2022, False, ["Superhero (Heroes & Villains)"]),
    ("Nirvana", "Nevermind", 1991, False, ["Smells Like Teen Spirit", "Lithium"]),
    ("The Unknown Quartet", "First Light", 2009, False, ["Opening"]),
    ("Various Artists", "Now That's What I Call Music! 42", 1999, True, ["Track One", "Track Two"]),
]


def xml_escape(text):
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def library_xml(library=None):
    tracks, items, number = [], [], 1
    for artist, album, year, compilation, titles in library or LIBRARY:
        for position, title in enumerate(titles, 1):
            fields = [("integer", "Track ID", number), ("string", "Name", title),
                      ("string", "Artist", "A Guest" if compilation else artist),
                      ("string", "Album Artist", artist), ("string", "Album", album),
                      ("integer", "Year", year), ("integer", "Track Number", position),
                      ("integer", "Total Time", 200000 + number * 1000),
                      ("string", "Persistent ID", f"{number:016X}")]
            body = "".join(f"\t\t\t<key>{key}</key><{kind}>{xml_escape(str(value))}</{kind}>\n"
                           for kind, key, value in fields)
            if compilation:
                body += "\t\t\t<key>Compilation</key><true/>\n"
            tracks.append(f"\t\t<key>{number}</key>\n\t\t<dict>\n{body}\t\t</dict>\n")
            items.append(f"\t\t\t\t<dict><key>Track ID</key><integer>{number}</integer></dict>\n")
            number += 1
    return ('<?xml version="1.0" encoding="UTF-8"?>\n<plist version="1.0">\n<dict>\n'
            "\t<key>Tracks</key>\n\t<dict>\n" + "".join(tracks) + "\t</dict>\n"
            "\t<key>Playlists</key>\n\t<array>\n\t\t<dict>\n\t\t\t<key>Name</key><string>Everything</string>\n"
            "\t\t\t<key>Playlist Persistent ID</key><string>00000000000000F1</string>\n"
            "\t\t\t<key>Playlist Items</key>\n\t\t\t<array>\n" + "".join(items) +
            "\t\t\t</array>\n\t\t</dict>\n\t</array>\n</dict>\n</plist>\n")


def lucene_query(name):
    special = set('+-&|!(){}[]^"~*?:\\/')
    escaped = "".join("\\" + c if c in special else c for c in name)
    return f'artist:"{escaped}" OR alias:"{escaped}"'


def slug(name):
    return "".join(c if c.isalnum() else "-" for c in name.lower()).strip("-")


def write(path, value):
    full = os.path.join(HERE, path)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    with open(full, "w", encoding="utf-8") as handle:
        json.dump(value, handle, ensure_ascii=False, separators=(",", ":"))
        handle.write("\n")


def main():
    routes = []
    for name, artists in SEARCHES.items():
        file = f"search/{slug(name)}.json"
        write(file, search_answer(artists))
        routes.append({"path": "/ws/2/artist", "query": {"query": lucene_query(name)}, "file": file})
    for name, releases in DISCOGRAPHIES.items():
        artist_id = mbid(name)
        write(f"artist/{slug(name)}.json", {"id": artist_id, "name": name, "sort-name": name, "type": "Group",
                                            "disambiguation": "", "country": None, "ipis": [], "isnis": []})
        routes.append({"path": f"/ws/2/artist/{artist_id}", "file": f"artist/{slug(name)}.json"})
        groups = [group(name, *release) for release in releases]
        count = len(groups)
        for offset in range(0, max(count, 1), 100):
            page = sorted(groups[offset:offset + 100], key=lambda g: g["id"])
            file = f"release-groups/{slug(name)}-{offset}.json"
            write(file, {"release-group-offset": offset, "release-group-count": count, "release-groups": page})
            routes.append({"path": "/ws/2/release-group", "query": {"artist": artist_id, "offset": str(offset)},
                           "file": file})
    # Any other search finds nobody; any other MBID is not found (the server's default 404).
    write("search/nobody.json", {"created": "2026-10-02T23:10:47.187Z", "count": 0, "offset": 0, "artists": []})
    routes.append({"path": "/ws/2/artist", "file": "search/nobody.json"})
    routes.append({"path": "/ws/2/release-group", "query": {"artist": "not-an-mbid"}, "status": 400,
                   "json": {"error": "Invalid mbid.", "help": HELP}})
    write("routes.json", {"routes": routes})
    write("mbids.json", {name: mbid(name) for name in DISCOGRAPHIES})
    with open(os.path.join(HERE, "Library.xml"), "w", encoding="utf-8") as handle:
        handle.write(library_xml())


def bench(directory, count):
    """Writes routes.json, its files and Library.xml for `count` artists (one search and one
    browse page each) into `directory`, for Scripts/bench's refresh figure."""
    os.makedirs(directory, exist_ok=True)
    routes, library = [], []
    for n in range(1, count + 1):
        name = f"Bench Artist {n:02d}"
        search = search_answer([artist_entry(name, 100, type_="Group", country="XW")])
        groups = sorted((group(name, f"Record {k:02d}", f"{1990 + k}-05-01") for k in range(12)),
                        key=lambda g: g["id"])
        for file, value in ((f"search-{n}.json", search),
                            (f"browse-{n}.json", {"release-group-offset": 0, "release-group-count": 12,
                                                  "release-groups": groups})):
            with open(os.path.join(directory, file), "w", encoding="utf-8") as handle:
                json.dump(value, handle)
        routes.append({"path": "/ws/2/artist", "query": {"query": lucene_query(name)}, "file": f"search-{n}.json"})
        routes.append({"path": "/ws/2/release-group", "query": {"artist": mbid(name)}, "file": f"browse-{n}.json"})
        library.append((name, "Record 03", 1993, False, ["One"]))
        library.append((name, "Record 07 (Deluxe Edition)", 2017, False, ["Two"]))
    with open(os.path.join(directory, "routes.json"), "w", encoding="utf-8") as handle:
        json.dump({"routes": routes}, handle)
    with open(os.path.join(directory, "Library.xml"), "w", encoding="utf-8") as handle:
        handle.write(library_xml(library))


# A tagged file library's artists (Picard/beets tags: MUSICBRAINZ_ARTISTID, _ALBUMID), linked by
# id with no search: "The Tagged Band" (the library calls it "Tagged Band"), and two bands both
# called Nirvana told apart only by their ids. Each release (an edition) belongs to a group.
TAGGED = {
    "The Tagged Band": [
        ("Blue Record", "1994-05-10", [("Blue Record (Deluxe Edition)", "2004-03-23")]),
        ("Self Titled", "1996-09-24", [("Self Titled", "1996-09-24")]),
        ("Self Titled", "2001-05-15", [("Self Titled", "2001-05-15")]),
        ("Maladroit", "2002-05-14", [("Maladroit", "2002-05-14")]),
        ("Make Believe", "2005-05-10", [("Make Believe", "2005-05-10")]),
        ("Everything Will Be Alright", "2014-10-07", []),
    ],
    "Nirvana/grunge": [("Bleach", "1989-06-15", [("Bleach", "1989-06-15")]),
                       ("Nevermind", "1991-09-24", [("Nevermind", "1991-09-24")])],
    "Nirvana/sixties": [("The Story of Simon Simopath", "1968-01", [("The Story of Simon Simopath", "1968-01")]),
                        ("All of Us", "1968-09", [])],
}


def release_answer(artist, group_entry, title, date):
    """`/ws/2/release/MBID?inc=release-groups`, in the shape of musicbrainz-server's
    t/lib/t/MusicBrainz/Server/Controller/WS/2/JSON/LookupRelease.pm."""
    return {"id": mbid(f"{artist}/release/{title}/{date}"), "title": title, "status": "Official",
            "status-id": "4e304316-386d-3409-af2e-78857eec5cfe", "quality": "normal",
            "text-representation": {"language": "eng", "script": "Latn"},
            "cover-art-archive": {"artwork": False, "count": 0, "front": False, "back": False, "darkened": False},
            "date": date, "country": "XW",
            "release-events": [{"date": date, "area": {"disambiguation": "", "id": "525d4e18-3d00-31b9-a58b-a146a916de8f",
                                                       "name": "[Worldwide]", "sort-name": "[Worldwide]",
                                                       "iso-3166-1-codes": ["XW"], "type": None, "type-id": None}}],
            "barcode": "", "asin": None, "disambiguation": "", "packaging": None, "packaging-id": None,
            "release-group": group_entry}


def tags():
    """Writes tags/: routes (release lookups and browse pages of the tagged artists; no search
    route, so a search for them would find nobody) and tags/mbids.json (artist, release and
    release-group MBIDs by name)."""
    routes, ids = [], {}
    for name, groups in TAGGED.items():
        artist_id = mbid(name)
        ids[name] = artist_id
        entries = []
        for title, date, releases in groups:
            entry = group(name, title, date)
            entries.append(entry)
            ids[f"{name}/group/{title}/{date}"] = entry["id"]
            for release_title, release_date in releases:
                answer = release_answer(name, entry, release_title, release_date)
                ids[f"{name}/release/{release_title}/{release_date}"] = answer["id"]
                file = f"tags/release/{answer['id']}.json"
                write(file, answer)
                routes.append({"path": f"/ws/2/release/{answer['id']}", "query": {"inc": "release-groups"},
                               "file": file.removeprefix("tags/")})
        file = f"tags/release-groups/{slug(name)}-0.json"
        write(file, {"release-group-offset": 0, "release-group-count": len(entries),
                     "release-groups": sorted(entries, key=lambda g: g["id"])})
        routes.append({"path": "/ws/2/release-group", "query": {"artist": artist_id, "offset": "0"},
                       "file": file.removeprefix("tags/")})
    write("tags/routes.json", {"routes": routes})
    write("tags/mbids.json", ids)


if __name__ == "__main__":
    import sys
    if len(sys.argv) == 4 and sys.argv[1] == "--bench":
        bench(sys.argv[2], int(sys.argv[3]))
    elif sys.argv[1:] == ["--tags"]:
        tags()
    else:
        main()

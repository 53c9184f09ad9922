/// Small Library.xml exports for bad-input cases, written out so each case shows what it holds.
enum LibraryXMLText {
  /// A well-formed export: one track on one album, in one playlist.
  static let small = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0">
    <dict>
    	<key>Tracks</key>
    	<dict>
    		<key>1</key>
    		<dict>
    			<key>Track ID</key><integer>1</integer>
    			<key>Name</key><string>First Song</string>
    			<key>Artist</key><string>Some Band</string>
    			<key>Album</key><string>Some Album</string>
    			<key>Total Time</key><integer>180000</integer>
    			<key>Persistent ID</key><string>00000000000000A1</string>
    		</dict>
    	</dict>
    	<key>Playlists</key>
    	<array>
    		<dict>
    			<key>Name</key><string>Mix</string>
    			<key>Playlist Persistent ID</key><string>00000000000000B1</string>
    			<key>Playlist Items</key>
    			<array><dict><key>Track ID</key><integer>1</integer></dict></array>
    		</dict>
    	</array>
    </dict>
    </plist>

    """

  /// `small` cut off inside its first track, as an interrupted copy leaves it.
  static var truncated: String { String(small.prefix(while: { $0 != "N" })) }

  /// Two tracks with the same Track ID and Persistent ID, and two playlists with the same
  /// Persistent ID.
  static let duplicateIDs = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0">
    <dict>
    	<key>Tracks</key>
    	<dict>
    		<key>1</key>
    		<dict>
    			<key>Track ID</key><integer>1</integer>
    			<key>Name</key><string>First</string>
    			<key>Artist</key><string>A</string>
    			<key>Album</key><string>X</string>
    			<key>Persistent ID</key><string>00000000000000A1</string>
    		</dict>
    		<key>1</key>
    		<dict>
    			<key>Track ID</key><integer>1</integer>
    			<key>Name</key><string>Second</string>
    			<key>Artist</key><string>A</string>
    			<key>Album</key><string>X</string>
    			<key>Persistent ID</key><string>00000000000000A1</string>
    		</dict>
    	</dict>
    	<key>Playlists</key>
    	<array>
    		<dict>
    			<key>Name</key><string>P</string>
    			<key>Playlist Persistent ID</key><string>00000000000000B1</string>
    		</dict>
    		<dict>
    			<key>Name</key><string>P</string>
    			<key>Playlist Persistent ID</key><string>00000000000000B1</string>
    		</dict>
    	</array>
    </dict>
    </plist>

    """
}

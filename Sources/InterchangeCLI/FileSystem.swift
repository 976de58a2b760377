import Foundation

/// A file-system operation failed.
struct FileSystemError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What failed and why, e.g. `cannot read: No such file or directory`.
  var description: String

  /// An error from a failed system call, with `errno`'s text.
  static func system(_ operation: String, errno code: Int32) -> FileSystemError {
    FileSystemError(description: "\(operation): \(String(cString: strerror(code)))")
  }
}

/// The POSIX file operations the command line needs: bounded reads, atomic writes, identities
/// and a deterministic directory walk.
enum FileSystem {
  /// Reads a whole file, refusing one larger than `limit` bytes before reading it.
  ///
  /// - Throws: ``FileSystemError`` when the file cannot be opened or read, is a directory, or is
  ///   too large.
  static func readFile(atPath path: String, limit: Int) throws(FileSystemError) -> [UInt8] {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { throw .system("cannot read", errno: errno) }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { throw .system("cannot read", errno: errno) }
    if (info.st_mode & S_IFMT) == S_IFDIR { throw FileSystemError(description: "is a directory") }
    if (info.st_mode & S_IFMT) == S_IFREG && Int(info.st_size) > limit {
      throw tooLarge(limit)
    }
    return try readAll(descriptor: fd, limit: limit, sizeHint: Int(info.st_size))
  }

  /// Reads from a descriptor until end of file, refusing more than `limit` bytes.
  ///
  /// - Throws: ``FileSystemError`` when reading fails or the data is too large.
  static func readAll(
    descriptor fd: Int32, limit: Int, sizeHint: Int = 0
  ) throws(FileSystemError)
    -> [UInt8]
  {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(min(max(sizeHint, 0), limit) + 1)
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if n < 0 {
        if errno == EINTR { continue }
        throw .system("cannot read", errno: errno)
      }
      if n == 0 { return bytes }
      guard bytes.count + n <= limit else { throw tooLarge(limit) }
      bytes.append(contentsOf: chunk[0..<n])
    }
  }

  private static func tooLarge(_ limit: Int) -> FileSystemError {
    FileSystemError(
      description: "input is larger than the limit of \(limit) bytes (raise it with --max-input-size)")
  }

  /// Writes every byte to a descriptor.
  ///
  /// - Throws: ``FileSystemError`` when a write fails.
  static func writeAll(_ bytes: [UInt8], descriptor fd: Int32) throws(FileSystemError) {
    var offset = 0
    while offset < bytes.count {
      let n = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + offset, $0.count - offset) }
      if n < 0 {
        if errno == EINTR { continue }
        throw .system("cannot write", errno: errno)
      }
      offset += n
    }
  }

  /// Writes a file atomically: the bytes go to a new temporary file in the same directory, which
  /// is then renamed over `path`. Readers see the old file or the new one, never a part; on
  /// failure the temporary file is removed and `path` is untouched. When `path` already exists the
  /// new data is flushed to disk (`fsync`) before the rename, so even a power loss cannot leave
  /// the existing file half-overwritten; a new file is not flushed (four times faster for a
  /// directory of small files, and there is nothing to lose).
  ///
  /// The temporary file is named `.<name>.interchange-<pid>-<random>.tmp` (see
  /// ``temporaryName(for:processID:suffix:)``): hidden, so a directory walk skips it, and carrying
  /// the writer's process id, so ``removeStaleTemporaryFiles(inDirectory:)`` can tell the
  /// leftovers of a killed run from a live writer's file.
  ///
  /// Outputs that are not regular files are not replaced: one of the process's own descriptors
  /// (`/dev/stdout`, `/dev/fd/N`, `/proc/self/fd/N`, also through links) is written through that
  /// descriptor, where it stands (so `-o /dev/stdout >> log` appends); a device or FIFO
  /// (`/dev/null`, a named pipe) is opened and written directly, where a rename would put a
  /// regular file in its place; a symbolic link is followed, and the file it points to is
  /// replaced atomically (the link stays). A socket, and a chain of links that does not end
  /// (a loop), are errors.
  ///
  /// With `creatingDirectories`, a missing directory of the output is created (with its missing
  /// parents, see ``createDirectories(_:recordingIn:)``) when the temporary file cannot be created
  /// for lack of it, and the creation is tried once more: an existing directory costs no extra
  /// system call. The directories made are recorded in `created` (when given), also when the
  /// write then fails, so the caller can remove those left empty.
  ///
  /// An output that is not a symbolic link (the usual case) is looked at once (`lstat`); a link is
  /// followed step by step.
  ///
  /// - Throws: ``FileSystemError`` when the temporary file cannot be created, written or renamed;
  ///   its text is `errno`'s (e.g. `cannot write: No space left on device`), or a directory cannot
  ///   be created (`cannot create directory: …`).
  static func writeAtomically(
    _ bytes: [UInt8], toPath output: String, creatingDirectories: Bool = false,
    recordingIn created: CreatedDirectories? = nil
  ) throws(FileSystemError) {
    if let descriptor = descriptorNumber(output) {
      try writeAll(bytes, descriptor: descriptor)
      return
    }
    let path: String
    let replacesExistingFile: Bool
    var info = stat()
    if lstat(output, &info) != 0 {
      // Nothing there (or its directory is missing): not a link either.
      path = output
      replacesExistingFile = false
    } else if (info.st_mode & S_IFMT) != S_IFLNK {
      // What `stat` would say, without following anything.
      if try !isReplaceable(info, bytes: bytes, output: output) { return }
      path = output
      replacesExistingFile = true
    } else {
      if let descriptor = ownDescriptor(output) {
        try writeAll(bytes, descriptor: descriptor)
        return
      }
      if stat(output, &info) == 0, try !isReplaceable(info, bytes: bytes, output: output) { return }
      path = try followingSymbolicLinks(output)
      replacesExistingFile = exists(path)
    }
    let (directory, name) = split(path)
    var fd: Int32 = -1
    var temporary = ""
    let pid = getpid()
    var createdDirectories = !creatingDirectories
    var failure: Int32 = 0
    while true {
      for _ in 0..<64 {
        let suffix = String(UInt64.random(in: 0...UInt64.max), radix: 36)
        temporary = join(directory, temporaryName(for: name, processID: pid, suffix: suffix))
        (fd, failure) = createTemporaryFile(temporary)
        if fd >= 0 || failure != EEXIST { break }
      }
      guard fd < 0, !createdDirectories, failure == ENOENT || failure == ENOTDIR else { break }
      createdDirectories = true
      let parent = split(output).directory
      guard !parent.isEmpty else { break }
      try createDirectories(parent, recordingIn: created)
    }
    guard fd >= 0 else { throw .system("cannot write", errno: failure) }
    defer { temporaryFiles.withLock { _ = $0.paths.remove(temporary) } }
    do throws(FileSystemError) {
      try writeAll(bytes, descriptor: fd)
      if replacesExistingFile && fsync(fd) != 0 {
        throw FileSystemError.system("cannot write", errno: errno)
      }
      guard close(fd) == 0 else {
        fd = -1
        throw FileSystemError.system("cannot write", errno: errno)
      }
      fd = -1
      guard rename(temporary, path) == 0 else {
        throw FileSystemError.system("cannot write", errno: errno)
      }
    } catch {
      if fd >= 0 { close(fd) }
      unlink(temporary)
      throw error
    }
  }

  /// The temporary files this process is writing, and the directories it made for outputs of a
  /// run still going, removed by ``removeTemporaryFilesOnSignals()``'s thread before the process
  /// dies of a signal (the directories only when empty).
  private struct TemporaryFiles: Sendable {
    var paths: Set<String> = []
    /// The directories ``createDirectories(_:recordingIn:)`` made, by the run that records them
    /// (its ``CreatedDirectories``), in the order made, until the run ends
    /// (``CreatedDirectories/removeEmpty()``). The one record of them, for the run and the signal
    /// clean-up alike.
    var directories: [ObjectIdentifier: [String]] = [:]
    /// Set when a signal arrived: no new temporary file is created.
    var dying = false
  }

  private static let temporaryFiles = Locked(TemporaryFiles())

  /// Creates a temporary file (`O_EXCL`) and records it in ``temporaryFiles``, both under its
  /// lock, so that a signal's clean-up sees every temporary file that exists.
  ///
  /// - Returns: The descriptor, or -1 and `errno`'s value.
  private static func createTemporaryFile(_ path: String) -> (fd: Int32, errno: Int32) {
    temporaryFiles.withLock { state in
      guard !state.dying else { return (-1, EINTR) }
      let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
      guard fd >= 0 else { return (-1, errno) }
      state.paths.insert(path)
      return (fd, 0)
    }
  }

  /// Makes `SIGINT`, `SIGTERM` and `SIGHUP` remove the temporary files being written (see
  /// ``writeAtomically(_:toPath:creatingDirectories:recordingIn:)``), and then the directories
  /// the run made for its outputs that are left empty, before the process dies of the signal as
  /// it would have (so a shell still sees status 128 + the signal): an interrupted run leaves no
  /// hidden, possibly large, temporary file behind, nor a tree of empty directories. `SIGKILL`
  /// cannot be caught; its temporary files are removed by the next run
  /// (``removeStaleTemporaryFiles(inDirectory:)``).
  ///
  /// The signals are blocked in the calling thread (and so in the threads it starts afterwards)
  /// and taken by a thread of their own with `sigwait`, where taking a lock is safe. A signal
  /// ignored when this is called (`nohup`, a background job), or blocked (a mask inherited from
  /// the parent), is left as it is. Call it once, early,
  /// from the main thread of a process that is the command line (``Interchange/main(arguments:registry:commandName:)``
  /// does); it changes process-wide state.
  static func removeTemporaryFilesOnSignals() {
    var signals = sigset_t()
    sigemptyset(&signals)
    var blocked = sigset_t()
    guard pthread_sigmask(SIG_BLOCK, nil, &blocked) == 0 else { return }
    for signal in [SIGINT, SIGTERM, SIGHUP] where sigismember(&blocked, signal) == 0 {
      var current = sigaction()
      guard sigaction(signal, nil, &current) == 0 else { continue }
      // (`SIG_IGN` is the handler address 1. The handler's field is named differently by each C
      // library; where it is not known, the signals are left alone.)
      #if canImport(Glibc)
        let handler = current.__sigaction_handler.sa_handler
      #elseif canImport(Darwin)
        let handler = current.__sigaction_u.__sa_handler
      #else
        return
      #endif
      if unsafeBitCast(handler, to: Int.self) == 1 { continue }
      sigaddset(&signals, signal)
    }
    guard pthread_sigmask(SIG_BLOCK, &signals, nil) == 0 else { return }
    let waited = signals
    let thread = Thread {
      var set = waited
      var received: Int32 = 0
      while sigwait(&set, &received) != 0 {}
      temporaryFiles.withLock { state in
        state.dying = true
        for path in state.paths { unlink(path) }
        state.paths = []
        removeEmptyDirectories(Array(state.directories.values.joined()))
        state.directories = [:]
        // Die of the signal, as without this thread; the lock is never released.
        signal(received, SIG_DFL)
        var only = sigset_t()
        sigemptyset(&only)
        sigaddset(&only, received)
        pthread_sigmask(SIG_UNBLOCK, &only, nil)
        raise(received)
      }
    }
    thread.start()
  }

  /// Acts on what is at the output (`info`, as `stat` gives it): `true` for a regular file or a
  /// directory, to be replaced by a rename (a directory then fails); a device or FIFO is written
  /// into directly, and `false` returned; a socket is an error.
  ///
  /// - Throws: ``FileSystemError`` for a socket, or when the direct write fails.
  private static func isReplaceable(
    _ info: stat, bytes: [UInt8], output: String
  ) throws(FileSystemError) -> Bool {
    let kind = info.st_mode & S_IFMT
    if kind == S_IFSOCK { throw FileSystemError(description: "cannot write: it is a socket") }
    if kind == S_IFREG || kind == S_IFDIR { return true }
    try writeDirectly(bytes, toPath: output)
    return false
  }

  /// Writes into an existing file that is not a regular file (a device, FIFO or socket), without
  /// a temporary file.
  ///
  /// - Throws: ``FileSystemError`` when the file cannot be opened or written.
  private static func writeDirectly(_ bytes: [UInt8], toPath path: String) throws(FileSystemError) {
    let fd = open(path, O_WRONLY | O_CLOEXEC | O_NOCTTY)
    guard fd >= 0 else { throw .system("cannot write", errno: errno) }
    do throws(FileSystemError) {
      try writeAll(bytes, descriptor: fd)
    } catch {
      close(fd)
      throw error
    }
    guard close(fd) == 0 else { throw .system("cannot write", errno: errno) }
  }

  /// The path a chain of symbolic links at `path` ends at (`path` itself when it is not a link).
  /// The final file need not exist: a dangling link gives the path it points to.
  ///
  /// - Throws: ``FileSystemError`` for a chain of more than 40 links (a loop), as the kernel
  ///   refuses it.
  static func followingSymbolicLinks(_ path: String) throws(FileSystemError) -> String {
    var current = path
    for _ in 0..<40 {
      guard let next = followingLink(current) else { return current }
      current = next
    }
    throw .system("cannot write", errno: ELOOP)
  }

  /// Where writes to `output` land: the end of its chain of symbolic links, or `output` itself
  /// when the chain does not end (writing it then fails with that error).
  static func destination(of output: String) -> String {
    (try? followingSymbolicLinks(output)) ?? output
  }

  /// ``destination(of:)`` and ``identity(ofPath:)`` of an output at once: from one `lstat` when
  /// `output` is not a symbolic link (the usual case), else from those two.
  ///
  /// - Parameter output: An output path.
  /// - Returns: Where writes to it land, and the identity of the file there now (`nil` when there
  ///   is none).
  static func outputTarget(_ output: String) -> (destination: String, identity: FileIdentity?) {
    var info = stat()
    guard lstat(output, &info) == 0 else { return (output, nil) }
    guard (info.st_mode & S_IFMT) == S_IFLNK else {
      return (output, FileIdentity(info))
    }
    return (destination(of: output), identity(ofPath: output))
  }

  /// The path the symbolic link at `path` leads to (its target, relative targets taken from the
  /// link's directory); `nil` when `path` is not a symbolic link.
  private static func followingLink(_ path: String) -> String? {
    guard let target = linkTarget(path) else { return nil }
    return target.hasPrefix("/") ? target : join(split(path).directory, target)
  }

  /// What the symbolic link at `path` points to, as written in the link; `nil` when `path` is not
  /// a symbolic link.
  private static func linkTarget(_ path: String) -> String? {
    var info = stat()
    guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK else { return nil }
    var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX) + 1)
    let n = buffer.withUnsafeMutableBufferPointer { b in
      b.withMemoryRebound(to: CChar.self) { readlink(path, $0.baseAddress!, $0.count - 1) }
    }
    guard n > 0 else { return nil }
    return String(decoding: buffer[0..<n], as: UTF8.self)
  }

  /// The descriptor number when `path`, or a link on the way from it, names one of this
  /// process's descriptors: `/dev/stdout` (a link to `/proc/self/fd/1`), `/dev/stderr`,
  /// `/dev/fd/N`, `/proc/self/fd/N` or `/proc/<own pid>/fd/N`. Such a "link" leads to the
  /// descriptor's file, which must be written through the descriptor (where it stands, with its
  /// flags), not replaced.
  static func ownDescriptor(_ path: String) -> Int32? {
    var current = path
    for _ in 0..<40 {
      if let n = descriptorNumber(current) { return n }
      guard let next = followingLink(current) else { return nil }
      current = next
    }
    return nil
  }

  /// The descriptor number when `path` itself (not following links) is spelt as one of this
  /// process's descriptors: `/dev/fd/N`, `/proc/self/fd/N` or `/proc/<own pid>/fd/N`.
  private static func descriptorNumber(_ path: String) -> Int32? {
    for prefix in ["/proc/self/fd/", "/dev/fd/", "/proc/\(getpid())/fd/"] where path.hasPrefix(prefix) {
      if let n = Int32(path.dropFirst(prefix.count)), n >= 0 { return n }
    }
    return nil
  }

  /// `true` when writing to `output` would write to a terminal: `output` names one of this
  /// process's descriptors (``ownDescriptor(_:)``, e.g. `/dev/stdout`) that is a terminal, or a
  /// character device (`/dev/tty`, `/dev/pts/N`, also through links) that is one. The device is
  /// opened for writing (`O_NOCTTY | O_NONBLOCK`, so it does not become the controlling terminal
  /// or block) and asked with `isatty`; a device that cannot be opened is not a terminal here
  /// (writing it fails later with the reason).
  ///
  /// - Parameter output: The output path as given with `-o`.
  /// - Returns: Whether the descriptor the output would be written through is a terminal.
  static func isTerminal(_ output: String) -> Bool {
    if let descriptor = ownDescriptor(output) { return isatty(descriptor) == 1 }
    var info = stat()
    guard stat(output, &info) == 0, (info.st_mode & S_IFMT) == S_IFCHR else { return false }
    let fd = open(output, O_WRONLY | O_NOCTTY | O_NONBLOCK | O_CLOEXEC)
    guard fd >= 0 else { return false }
    defer { close(fd) }
    return isatty(fd) == 1
  }

  /// The marker in every temporary file name, between the output's name and the process id.
  static let temporaryMarker = ".interchange-"

  /// The longest part of the output's name (in UTF-8 bytes) kept in a temporary file's name, so
  /// that the whole name stays under the 255-byte limit of common file systems.
  static let temporaryNameStemLimit = 160

  /// The name of the temporary file written before renaming it to `name`:
  /// `.<name>.interchange-<pid>-<suffix>.tmp`, `name` cut to ``temporaryNameStemLimit`` bytes on a
  /// character boundary.
  ///
  /// - Parameters:
  ///   - name: The output file's name (the last path component).
  ///   - processID: The writing process's id.
  ///   - suffix: A random part that makes the name unique.
  /// - Returns: The temporary file's name.
  static func temporaryName(for name: String, processID: Int32, suffix: String) -> String {
    var stem = ""
    var bytes = 0
    for scalar in name.unicodeScalars {
      bytes += String(scalar).utf8.count
      if bytes > temporaryNameStemLimit { break }
      stem.unicodeScalars.append(scalar)
    }
    return "." + stem + temporaryMarker + String(processID) + "-" + suffix + ".tmp"
  }

  /// The process id in a name made by ``temporaryName(for:processID:suffix:)``, or `nil` when the
  /// name is not one.
  static func temporaryFileOwner(_ name: String) -> Int32? {
    guard name.hasPrefix("."), name.hasSuffix(".tmp"),
      let marker = name.range(of: temporaryMarker, options: .backwards)
    else { return nil }
    let tail = name[marker.upperBound..<name.index(name.endIndex, offsetBy: -4)]
    guard let dash = tail.firstIndex(of: "-") else { return nil }
    let suffix = tail[tail.index(after: dash)...]
    guard !suffix.isEmpty, suffix.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }),
      let pid = Int32(tail[..<dash]), pid > 0
    else { return nil }
    return pid
  }

  /// Removes the temporary files that killed runs left in `directory`: regular files named by
  /// ``temporaryName(for:processID:suffix:)`` whose process no longer exists (`kill(pid, 0)`
  /// fails with `ESRCH`). A file of a live process, or of a process id now reused, is kept.
  /// Errors are ignored: this is housekeeping.
  ///
  /// - Parameter directory: The directory to clean (`""` for the current directory).
  /// - Returns: The number of files removed.
  @discardableResult
  static func removeStaleTemporaryFiles(inDirectory directory: String) -> Int {
    guard let dir = opendir(directory.isEmpty ? "." : directory) else { return 0 }
    var stale: [String] = []
    let me = getpid()
    while let entry = readdir(dir) {
      // A name that is not valid UTF-8 is not one of ours (temporary names are made from
      // Strings), and its repaired spelling would name another file: it is left alone.
      guard case .valid(let name) = entryName(entry) else { continue }
      guard let owner = temporaryFileOwner(name), owner != me else { continue }
      if kill(owner, 0) != 0 && errno == ESRCH { stale.append(name) }
    }
    closedir(dir)
    var removed = 0
    for name in stale {
      let full = join(directory, name)
      var info = stat()
      guard lstat(full, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { continue }
      if unlink(full) == 0 { removed += 1 }
    }
    return removed
  }

  /// Makes a write past the file-size limit (`ulimit -f`, `RLIMIT_FSIZE`) fail with `EFBIG`
  /// ("File too large") instead of killing the process with `SIGXFSZ`, so the temporary file is
  /// removed and the error is reported. Process-wide; harmless to call more than once.
  static func ignoreFileSizeSignal() {
    signal(SIGXFSZ, SIG_IGN)
  }

  /// A spelling of `path` for telling whether two outputs land on one file: its directory
  /// resolved by `realpath` (symbolic links, `.` and `..` taken out) as far as it exists, the
  /// missing rest and the last component as written. Two outputs whose directories are one
  /// directory reached through a symbolic link get the same spelling.
  ///
  /// - Parameters:
  ///   - path: A path whose last component is not a symbolic link (a
  ///     ``destination(of:)``).
  ///   - resolved: The directories resolved so far, kept between calls (outputs share few
  ///     directories, each resolved once).
  /// - Returns: The path to compare.
  static func comparablePath(_ path: String, resolved: inout [String: String]) -> String {
    let (directory, name) = split(path)
    return join(resolvedDirectory(directory, resolved: &resolved), name)
  }

  private static func resolvedDirectory(_ directory: String, resolved: inout [String: String]) -> String {
    if let known = resolved[directory] { return known }
    var result = directory
    if let real = realpath(directory.isEmpty ? "." : directory, nil) {
      result = String(cString: real)
      free(real)
    } else {
      let (parent, name) = split(directory)
      if !directory.isEmpty && parent != directory {
        result = join(resolvedDirectory(parent, resolved: &resolved), name)
      }
    }
    resolved[directory] = result
    return result
  }

  /// The directory part (empty for a bare name) and the last component of a path.
  static func split(_ path: String) -> (directory: String, name: String) {
    guard let slash = path.lastIndex(of: "/") else { return ("", path) }
    let directory = String(path[..<slash])
    return (directory.isEmpty ? "/" : directory, String(path[path.index(after: slash)...]))
  }

  /// Joins path components with `/`.
  static func join(_ base: String, _ component: String) -> String {
    if base.isEmpty { return component }
    return base.hasSuffix("/") ? base + component : base + "/" + component
  }

  /// The device and inode of the file at `path` (following links), or `nil` when it does not exist.
  static func identity(ofPath path: String) -> FileIdentity? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return FileIdentity(info)
  }

  /// The device and inode of the regular file open on descriptor `fd`; `nil` when it is not a
  /// regular file (a terminal, pipe or device) or not open.
  static func identity(ofRegularFileOn fd: Int32) -> FileIdentity? {
    var info = stat()
    guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
    return FileIdentity(info)
  }

  /// `true` when `path` names a directory (following links).
  static func isDirectory(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
  }

  /// `true` when something exists at `path` (following links).
  static func exists(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0
  }

  /// Creates a directory and its missing parents.
  ///
  /// - Parameters:
  ///   - path: The directory.
  ///   - created: When given, records each directory this call made (not one that existed, nor
  ///     one another thread made first).
  /// - Throws: ``FileSystemError`` when a directory cannot be created.
  static func createDirectories(
    _ path: String, recordingIn created: CreatedDirectories? = nil
  ) throws(FileSystemError) {
    if path.isEmpty || isDirectory(path) { return }
    let (parent, _) = split(path)
    if !parent.isEmpty && parent != path { try createDirectories(parent, recordingIn: created) }
    // Made and recorded under the signal clean-up's lock, so that it sees every directory made
    // (and none is made once it has begun).
    let failure: Int32 = temporaryFiles.withLock { state in
      guard !state.dying else { return EINTR }
      guard mkdir(path, 0o777) == 0 else { return errno }
      if let created { state.directories[ObjectIdentifier(created), default: []].append(path) }
      return 0
    }
    if failure != 0 && failure != EEXIST {
      throw .system("cannot create directory", errno: failure)
    }
  }

  /// Removes those of `paths` that are empty directories, deepest first (so a directory that held
  /// only directories of `paths` left empty goes too), with `rmdir`, which removes nothing else.
  /// Errors are ignored.
  ///
  /// - Returns: The directories removed.
  @discardableResult
  private static func removeEmptyDirectories(_ paths: [String]) -> [String] {
    // A directory's path is its parent's plus a component: longer paths first puts every
    // directory before its parent, whatever order threads made them in.
    paths.sorted { $0.utf8.count > $1.utf8.count }.filter { rmdir($0) == 0 }
  }

  /// The directories a run made for its outputs (``createDirectories(_:recordingIn:)``), shared
  /// by its threads, so that those left empty can be removed at the end.
  ///
  /// The paths are kept with the signal clean-up's state (``TemporaryFiles/directories``), under
  /// this record's identity, so that an interrupted run removes them too.
  final class CreatedDirectories: Sendable {
    /// Creates an empty record.
    init() {}

    deinit {
      let key = ObjectIdentifier(self)
      FileSystem.temporaryFiles.withLock { _ = $0.directories.removeValue(forKey: key) }
    }

    /// The directories recorded, in the order they were made.
    var all: [String] {
      FileSystem.temporaryFiles.withLock { $0.directories[ObjectIdentifier(self)] ?? [] }
    }

    /// Removes the recorded directories that are empty, deepest first (so a directory that held
    /// only directories made and left empty goes too), with `rmdir`, which removes nothing else:
    /// a directory that holds anything stays. Only recorded directories are touched. Errors are
    /// ignored. Call it when the run has ended.
    ///
    /// - Returns: The directories removed.
    @discardableResult
    func removeEmpty() -> [String] {
      FileSystem.removeEmptyDirectories(all)
    }
  }

  /// What a directory walk found: a file to convert, or an entry it had to pass over.
  enum FoundFile: Sendable, Hashable {
    /// A regular file (or a link to one) with a wanted extension: its path relative to the root.
    case file(String)
    /// An entry that would have been converted or searched but cannot be named: a file with a
    /// wanted extension, or a directory, whose name is not valid UTF-8. `message` names the
    /// directory and the entry, its invalid bytes written as `\xHH`.
    case unnamable(message: String)
    /// A directory that cannot be listed (`opendir` failed, e.g. for lack of permission):
    /// `message` names it and gives the system's reason,
    /// `in/sub: cannot read directory: Permission denied`.
    case unreadable(message: String)
    /// A directory nested deeper than the walk's `maxDepth` levels (the root being the first),
    /// which is not searched: `message` names it and the limit,
    /// `in/d/…/d: cannot read directory: nested deeper than 128 levels`.
    case tooDeep(message: String)
  }

  /// The regular files under `root` whose extension (lowercased) is in `extensions`, as paths
  /// relative to `root`, sorted by component. Hidden entries (names starting with `.`) are
  /// skipped, symbolic links to directories are not followed, and `excluding` (a directory's
  /// identity, e.g. the output directory) is not entered.
  ///
  /// An entry whose name is not valid UTF-8 cannot be given as a `String` path; when it is a
  /// directory, or a file with a wanted extension, it is returned as
  /// ``FoundFile/unnamable(message:)`` (in its sorted place) rather than left out. A directory
  /// that cannot be listed, `root` included, is returned as ``FoundFile/unreadable(message:)``
  /// (in its sorted place) and the walk goes on with the rest of the tree; so is a directory
  /// nested deeper than `maxDepth` levels, `root` being the first (it is not listed), as
  /// ``FoundFile/tooDeep(message:)``.
  ///
  /// - Parameter maxDepth: The most levels of directories searched, `root` included (at least 1).
  static func files(
    under root: String, extensions: Set<String>, excluding: FileIdentity? = nil, maxDepth: Int = 128
  ) -> [FoundFile] {
    var result: [FoundFile] = []
    walk(
      root, relative: "", extensions: extensions, excluding: excluding,
      levels: (left: maxDepth, limit: maxDepth), into: &result)
    return result
  }

  /// A directory entry's name: the name, or its raw bytes when they are not valid UTF-8.
  enum EntryName: Sendable, Hashable {
    /// A valid UTF-8 name.
    case valid(String)
    /// The bytes of a name that is not valid UTF-8 (without the terminating NUL).
    case invalid([UInt8])
  }

  /// The name of a `readdir` entry, without repairing invalid UTF-8 (as `String(cString:)`
  /// would, giving the name of another file).
  static func entryName(_ entry: UnsafeMutablePointer<dirent>) -> EntryName {
    withUnsafeBytes(of: entry.pointee.d_name) { raw in
      let bytes = Array(raw.prefix { $0 != 0 })
      if let name = String(validating: bytes, as: UTF8.self) { return .valid(name) }
      return .invalid(bytes)
    }
  }

  /// Bytes as text for a message: valid UTF-8 as it is, every byte of an invalid sequence as
  /// `\xHH`.
  static func escaped(_ bytes: [UInt8]) -> String {
    var text = ""
    var i = 0
    next: while i < bytes.count {
      for length in 1...4 where i + length <= bytes.count {
        if let scalar = String(validating: bytes[i..<(i + length)], as: UTF8.self) {
          text += scalar
          i += length
          continue next
        }
      }
      let hex = String(bytes[i], radix: 16, uppercase: true)
      text += "\\x" + (hex.count == 1 ? "0" : "") + hex
      i += 1
    }
    return text
  }

  /// The file type (`S_IFMT` bits) at a path given as bytes, following a final symbolic link
  /// when `follow` is set; `0` when there is nothing there.
  private static func fileType(_ path: [UInt8], follow: Bool) -> mode_t {
    var info = stat()
    let cPath = path + [0]
    let status = cPath.withUnsafeBufferPointer { p in
      p.withMemoryRebound(to: CChar.self) {
        follow ? stat($0.baseAddress!, &info) : lstat($0.baseAddress!, &info)
      }
    }
    return status == 0 ? info.st_mode & S_IFMT : 0
  }

  /// Appends what `directory` holds to `result`; `levels.left` is how many levels, this one
  /// included, may still be searched out of `levels.limit`.
  private static func walk(
    _ directory: String, relative: String, extensions: Set<String>, excluding: FileIdentity?,
    levels: (left: Int, limit: Int), into result: inout [FoundFile]
  ) {
    guard levels.left > 0 else {
      result.append(
        .tooDeep(message: "\(directory): cannot read directory: nested deeper than \(levels.limit) levels"))
      return
    }
    guard let dir = opendir(directory) else {
      let error = FileSystemError.system("\(directory): cannot read directory", errno: errno)
      result.append(.unreadable(message: error.description))
      return
    }
    var names: [String] = []
    var invalidNames: [[UInt8]] = []
    while let entry = readdir(dir) {
      switch entryName(entry) {
      case .valid(let name):
        if !name.hasPrefix(".") { names.append(name) }
      case .invalid(let bytes):
        if bytes.first != UInt8(ascii: ".") { invalidNames.append(bytes) }
      }
    }
    closedir(dir)
    var entries = names.map { (sortKey: $0, found: FoundFile?.none, name: $0) }
    for bytes in invalidNames {
      let shown = escaped(bytes)
      let path = Array((directory.isEmpty ? "" : join(directory, "")).utf8) + bytes
      let type = fileType(path, follow: false)
      let isFile = type == S_IFREG || (type == S_IFLNK && fileType(path, follow: true) == S_IFREG)
      let message: String
      if type == S_IFDIR {
        message = "\(directory): cannot search the directory '\(shown)': its name is not valid UTF-8"
      } else if isFile, let ext = pathExtension(shown), extensions.contains(ext.lowercased()) {
        message = "\(directory): cannot read the file '\(shown)': its name is not valid UTF-8"
      } else {
        continue
      }
      entries.append((sortKey: shown, found: .unnamable(message: message), name: shown))
    }
    entries.sort { $0.sortKey < $1.sortKey }
    for (_, found, name) in entries {
      if let found {
        result.append(found)
        continue
      }
      let full = join(directory, name)
      let rel = relative.isEmpty ? name : relative + "/" + name
      var linkInfo = stat()
      // (Gone since it was listed: nothing to convert.)
      guard lstat(full, &linkInfo) == 0 else { continue }
      let type = linkInfo.st_mode & S_IFMT
      if type == S_IFDIR {
        let id = FileIdentity(linkInfo)
        if id == excluding { continue }
        walk(
          full, relative: rel, extensions: extensions, excluding: excluding,
          levels: (left: levels.left - 1, limit: levels.limit), into: &result)
      } else if type == S_IFREG || (type == S_IFLNK && isRegularFile(full)) {
        if let ext = pathExtension(name), extensions.contains(ext.lowercased()) {
          result.append(.file(rel))
        }
      }
    }
  }

  private static func isRegularFile(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
  }

  /// The extension of the last path component (without the dot), or `nil` when it has none.
  static func pathExtension(_ path: String) -> String? {
    let name = split(path).name
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
    let ext = name[name.index(after: dot)...]
    return ext.isEmpty ? nil : String(ext)
  }

  /// The path with its extension replaced by `newExtension` (or added when it has none).
  static func replacingExtension(of path: String, with newExtension: String) -> String {
    let (directory, name) = split(path)
    var stem = Substring(name)
    if let dot = name.lastIndex(of: "."), dot != name.startIndex { stem = name[..<dot] }
    let newName = stem + "." + newExtension
    return directory.isEmpty ? String(newName) : join(directory, String(newName))
  }
}

/// A file's identity: the device and inode, equal for two paths to the same file.
struct FileIdentity: Sendable, Hashable {
  /// The device number.
  var device: UInt64
  /// The inode number.
  var inode: UInt64

  init(device: UInt64, inode: UInt64) {
    self.device = device
    self.inode = inode
  }

  /// The identity of the file `info` describes (as `stat`, `lstat` or `fstat` fill it in).
  init(_ info: stat) {
    self.init(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
  }
}

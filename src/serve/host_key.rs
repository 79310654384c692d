//! The server's host key: an Ed25519 key made the first time `serve` runs and kept in the
//! data folder (`serve/host_key`, OpenSSH format, readable by the owner only), so that the
//! participants' SSH clients see the same key at every seminar. Its SHA-256 fingerprint is
//! shown on the lecturer's console, for the room to compare with what their client shows.

use std::io;
use std::path::Path;

use russh::keys::PrivateKey;
use russh::keys::ssh_key::private::Ed25519Keypair;
use russh::keys::ssh_key::{HashAlg, LineEnding};

use crate::store::write_private;

/// The key at `path`, made and written there first if there is none. A file that is not a
/// key is an error (it is never overwritten: the lecturer decides).
pub fn load_or_create(path: &Path) -> io::Result<PrivateKey> {
    match std::fs::read_to_string(path) {
        Ok(text) => PrivateKey::from_openssh(text.as_bytes()).map_err(|e| {
            io::Error::new(
                io::ErrorKind::InvalidData,
                format!("{}: {e}", path.display()),
            )
        }),
        Err(e) if e.kind() == io::ErrorKind::NotFound => {
            let seed: [u8; 32] = rand::random();
            let key = PrivateKey::from(Ed25519Keypair::from_seed(&seed));
            let text = key.to_openssh(LineEnding::LF).map_err(io::Error::other)?;
            write_private(path, text.as_bytes())?;
            Ok(key)
        }
        Err(e) => Err(e),
    }
}

/// The fingerprint as OpenSSH prints it: `SHA256:...`.
pub fn fingerprint(key: &PrivateKey) -> String {
    key.public_key().fingerprint(HashAlg::Sha256).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_key_is_made_once_and_kept_private() {
        let dir = tempfile::Builder::new()
            .prefix("aq-host-key-")
            .tempdir()
            .unwrap();
        let path = dir.path().join("serve").join("host_key");
        let first = load_or_create(&path).unwrap();
        let again = load_or_create(&path).unwrap();
        assert_eq!(fingerprint(&first), fingerprint(&again));
        assert!(fingerprint(&first).starts_with("SHA256:"));
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = std::fs::metadata(&path).unwrap().permissions().mode();
            assert_eq!(mode & 0o777, 0o600);
        }
        std::fs::write(&path, "not a key").unwrap();
        assert!(load_or_create(&path).is_err());
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "not a key");
    }
}

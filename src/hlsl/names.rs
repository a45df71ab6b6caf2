//! The reflection data's names at the head of the HLSL: which register
//! holds which variable, as the listing's header prints them.

/// The reflection data's names (the listing header's lines), introduced:
/// the registers below hold these variables. Empty without them.
pub fn reflection_names(header: &str) -> String {
    if header.trim().is_empty() {
        return String::new();
    }
    format!("// The registers below hold these variables (reflection data):\n{header}")
}

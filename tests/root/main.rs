//! The integration tests, one binary so the suite compiles and links once
//! (`run_memory` stays its own binary: its counting allocator must see only
//! its own tests). Each module is one subject; `common` holds what they
//! share.

mod cli;
mod common;
mod compare;
mod compile_flags;
mod disasm_flags;
mod draw;
mod face;
mod header;
mod hlsl;
mod ifce;
mod layers;
mod modders;
mod one_home;
mod oracle_rules;
mod own_listings;
mod robustness;
mod run_batch;
mod run_budget;
mod run_corpus;
mod run_errors;
mod run_mips;
mod run_msaa;
mod run_share_cases;
mod run_sm1;
mod run_sm1_ps;
mod run_sm1_ps1;
mod run_sm4;
mod run_split;
mod run_stages;
mod run_tess;
mod run_tessellator;
mod run_trace;
mod sm1_corpus;
mod sm4_corpus;
mod stat;
mod stripped;
mod validate_heldback;
mod validate_limits;
mod validate_relative;
mod validate_sm1;
mod validate_sm1_binary;
mod validate_sm1_rules;
mod validate_sm4;

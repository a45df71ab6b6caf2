    ps_3_0
    dcl_texcoord v0
    mov r0, v0
    rep i0
      mov r1, c0
      mad r0, r0, r1, c1
    endrep
    mov oC0, r0

// approximately 9 instruction slots used
